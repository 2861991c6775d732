import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db';
import { resetTicketingHooks, setTicketingHooks } from '@/lib/ticketing-hooks';
import { testDatabase } from '../helpers/db';
import { bestAvailableBuyers, pickingBuyers, raceForSeats, seatedRaceDate } from '../helpers/seat-race';

// Never a seat sold twice, on PGlite (tests/postgres/seat-race.test.ts runs the same on a server): a
// house of 550 seats sold out but for its last 50 (two rows, an aisle in each), and 500 buyers at once.
// PGlite runs one statement at a time, so its buyers queue one after another: 3–8 s a race on the 2-core
// machine (6 Dec), hence the longer timeout when the machine is busy.
const BUYERS = 500;
const RACE_MS = 60_000;
const house = { rows: 22, perRow: 25, aisleAfter: 12, free: 50 };

let db: Db;
beforeAll(async () => {
  ({ db } = await testDatabase());
});
afterEach(() => resetTicketingHooks());

describe('never a seat sold twice (PGlite)', () => {
  it(
    `${BUYERS} best-available buyers of 1–4 seats for the last 50: each seat once, every order's seats side by side`,
    async () => {
      const date = await seatedRaceDate(db, house);
      const result = await raceForSeats(db, date, bestAvailableBuyers(BUYERS));
      console.log('best available, PGlite', { ...result, unexpected: result.unexpected.length });
      expect(result.unexpected).toEqual([]);
      expect(result.soldTwice).toEqual([]);
      expect(result.apart).toBe(0);
      expect(result.linesShortOfSeats).toBe(0);
      expect(result.seatsHeld).toBeLessThanOrEqual(50);
      expect(result.ticketsAccepted).toBe(result.seatsHeld);
      expect(result.ticketsHeld).toBe(result.seatsHeld);
      expect(result.seatsHeld).toBe(50);
    },
    RACE_MS,
  );

  it(
    `${BUYERS} buyers picking overlapping seats on the plan: each seat once`,
    async () => {
      // The single-seat rule off: here only a seat taken meanwhile (-218) stands between a pick and a seat.
      const date = await seatedRaceDate(db, { ...house, noSingleSeatGap: false });
      const result = await raceForSeats(db, date, pickingBuyers(date, BUYERS));
      console.log('picks, PGlite', { ...result, unexpected: result.unexpected.length });
      expect(result.unexpected).toEqual([]);
      expect(result.soldTwice).toEqual([]);
      expect(result.linesShortOfSeats).toBe(0);
      expect(result.refused[-218]).toBeGreaterThan(0);
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
      console.log('negative control, PGlite', { ...result, unexpected: result.unexpected.length });
      expect(result.unexpected).toEqual([]);
      expect(result.soldTwice.length).toBeGreaterThan(0);
      expect(result.ticketsAccepted).toBeGreaterThan(50);
    },
    RACE_MS,
  );
});
