import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Pool } from 'pg';
import type { Db } from '@/lib/db';
import { createPostgresTestDb } from '@/lib/db/testing';
import { resetTicketingHooks, setTicketingHooks } from '@/lib/ticketing-hooks';
import { bestAvailableBuyers, pickingBuyers, raceForSeats, seatedRaceDate } from '../helpers/seat-race';

// Never a seat sold twice on a real PostgreSQL server, where the 500 buyers' transactions truly run side
// by side (tests/api/seat-race.test.ts runs the same on PGlite): a house of 550 seats sold out but for
// its last 50 (two rows, an aisle in each).
const BUYERS = 500;
const RACE_MS = 60_000;
const house = { rows: 22, perRow: 25, aisleAfter: 12, free: 50 };

let db: Db;
let pool: Pool;
let drop: () => Promise<void>;
beforeAll(async () => {
  process.env.DATA_DIR ??= path.join(os.tmpdir(), `museum-pg-test-${process.pid}`);
  ({ db, pool, drop } = await createPostgresTestDb(process.env.TEST_DATABASE_URL!));
  // drop() ends the pool and drops the database with (force): 'terminating connection' is expected then.
  pool.on('error', () => undefined);
});
afterAll(async () => drop?.());
afterEach(() => resetTicketingHooks());

describe('never a seat sold twice (PostgreSQL)', () => {
  it(
    `${BUYERS} best-available buyers of 1–4 seats for the last 50: each seat once, every order's seats side by side`,
    async () => {
      // A pause between choosing the seats and writing them widens the window a race would need.
      setTicketingHooks({ pauseBetweenCheckAndWriteMs: 2 });
      const date = await seatedRaceDate(db, house);
      const result = await raceForSeats(db, date, bestAvailableBuyers(BUYERS));
      console.log('best available, PostgreSQL', { ...result, unexpected: result.unexpected.length });
      expect(result.unexpected).toEqual([]);
      expect(result.soldTwice).toEqual([]);
      expect(result.apart).toBe(0);
      expect(result.linesShortOfSeats).toBe(0);
      expect(result.seatsHeld).toBeGreaterThan(0);
      expect(result.seatsHeld).toBeLessThanOrEqual(50);
      expect(result.ticketsAccepted).toBe(result.seatsHeld);
      expect(result.ticketsHeld).toBe(result.seatsHeld);
    },
    RACE_MS,
  );

  it(
    `${BUYERS} buyers picking overlapping seats on the plan: each seat once`,
    async () => {
      // The single-seat rule off: here only a seat taken meanwhile (-218) stands between a pick and a seat.
      setTicketingHooks({ pauseBetweenCheckAndWriteMs: 2 });
      const date = await seatedRaceDate(db, { ...house, noSingleSeatGap: false });
      const result = await raceForSeats(db, date, pickingBuyers(date, BUYERS));
      console.log('picks, PostgreSQL', { ...result, unexpected: result.unexpected.length });
      expect(result.unexpected).toEqual([]);
      expect(result.soldTwice).toEqual([]);
      expect(result.linesShortOfSeats).toBe(0);
      expect(result.refused[-218]).toBeGreaterThan(0);
      expect(result.seatsHeld).toBeGreaterThan(0);
      expect(result.seatsHeld).toBeLessThanOrEqual(50);
      expect(result.ticketsAccepted).toBe(result.seatsHeld);
      expect(result.ticketsHeld).toBe(result.seatsHeld);
    },
    RACE_MS,
  );

  it(
    'negative control: without the seat group lock the same race sells a seat twice',
    async () => {
      setTicketingHooks({ lockingDisabled: true, pauseBetweenCheckAndWriteMs: 20 });
      const date = await seatedRaceDate(db, house);
      const result = await raceForSeats(db, date, bestAvailableBuyers(BUYERS));
      console.log('negative control, PostgreSQL', { ...result, unexpected: result.unexpected.length });
      expect(result.unexpected).toEqual([]);
      expect(result.soldTwice.length).toBeGreaterThan(0);
      expect(result.ticketsAccepted).toBeGreaterThan(50);
    },
    RACE_MS,
  );
});
