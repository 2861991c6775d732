import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Pool } from 'pg';
import { createPostgresTestDb } from '@/lib/db/testing';
import { resetTicketingHooks, setTicketingHooks } from '@/lib/ticketing-hooks';
import { addToCart } from '@/features/box-office/server';
import { createOffer } from '@/features/ticket-offers/server';
import { hoardDate, raceForLastSeats } from '../helpers/cart-race';

// The client address is believed only from a named proxy; read before the environment is cached.
process.env.TRUSTED_PROXIES = '127.0.0.1';
import type { Db } from '@/lib/db';

// The same race on a real PostgreSQL server, where transactions truly run side by side.
let db: Db;
let pool: Pool;
let drop: () => Promise<void>;
beforeAll(async () => {
  process.env.DATA_DIR ??= path.join(os.tmpdir(), `museum-pg-test-${process.pid}`);
  const test = await createPostgresTestDb(process.env.TEST_DATABASE_URL!);
  ({ db, pool, drop } = test);
  // drop() ends the pool and then drops the database with (force); connections still closing get
  // 'terminating connection' from the server, which is expected here and must not fail the run.
  pool.on('error', () => undefined);
});
afterAll(async () => drop?.());
afterEach(() => resetTicketingHooks());

describe('never oversold (PostgreSQL)', () => {
  it('60 parallel requests for the last 10 seats reserve exactly 10', async () => {
    setTicketingHooks({ pauseBetweenCheckAndWriteMs: 5 });
    const result = await raceForLastSeats(db, { capacity: 50, lastSeats: 10, requests: 60 });
    expect(result).toMatchObject({ accepted: 10, errors: 0, held: 50 });
    expect(result.refused + result.busy).toBe(50);
  });

  it('negative control: with locking switched off the same race oversells', async () => {
    setTicketingHooks({ lockingDisabled: true, pauseBetweenCheckAndWriteMs: 20 });
    const result = await raceForLastSeats(db, { capacity: 50, lastSeats: 10, requests: 60 });
    expect(result.accepted).toBeGreaterThan(10);
    expect(result.held).toBeGreaterThan(50);
  });

  it('answers busy (503, -250) after the lock timeout instead of hanging when another purchase holds the seats', async () => {
    const { seatGroupIds } = await createOffer(db, {
      id_jet: 990_001,
      seat_groups: [
        {
          seat_group: '1',
          text: { de: 'Scheune' },
          capacity: 10,
          prices: [{ sale_type_id: 1, name: 'Vollpreis', price: '7.00' }],
        },
      ],
    });
    setTicketingHooks({ lockTimeoutMs: 300 });
    const holder = await pool.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from ticket_seat_groups where id = $1 for update', [seatGroupIds[0]]);
      const started = Date.now();
      const attempt = addToCart({ addressKey: null }, { quantities: [1], event_jet_id: 990_001, sale_type_ids: [1] });
      await expect(attempt).rejects.toMatchObject({ status: 503, code: -250, message: expect.stringMatching(/busy/) });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await holder.query('rollback');
      holder.release();
    }
    await expect(
      addToCart({ addressKey: null }, { quantities: [1], event_jet_id: 990_001, sale_type_ids: [1] }),
    ).resolves.toMatchObject({ ticketsQuantity: 1 });
  });
});

describe('a fair sale (PostgreSQL)', () => {
  it('one client hoarding a date in 30 parallel requests ends with at most the hold cap of 20 seats', async () => {
    const result = await hoardDate(db, { capacity: 2000, requests: 30, perRequest: 9, address: '198.51.100.7' });
    expect(result.errors).toBe(0);
    expect(result.held).toBeGreaterThan(0);
    expect(result.held).toBeLessThanOrEqual(20);
  });
});
