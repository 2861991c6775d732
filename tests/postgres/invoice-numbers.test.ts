import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pool } from 'pg';
import type { Db } from '@/lib/db';
import { createPostgresTestDb } from '@/lib/db/testing';
import { issueInvoice } from '@/features/invoices/server';
import {
  invoiceSeqs,
  numbersOutsideBooking,
  numbersWithoutLock,
  payAll,
  reservedOrders,
  runDefects,
} from '../helpers/invoice-race';

// Invoice numbers on a real PostgreSQL server, where the payments' transactions truly run side by side
// (tests/api/invoice-numbers.test.ts runs the same on PGlite): the year's counter row is taken in the
// transaction that books the payment, so numbers are consecutive, never repeated and never skipped.
const PAYMENTS = 200;

let db: Db;
let pool: Pool;
let drop: () => Promise<void>;
beforeAll(async () => {
  process.env.DATA_DIR ??= path.join(os.tmpdir(), `museum-pg-test-${process.pid}`);
  ({ db, pool, drop } = await createPostgresTestDb(process.env.TEST_DATABASE_URL!));
  pool.on('error', () => undefined);
});
afterAll(async () => drop?.());

describe('gapless invoice numbers (PostgreSQL)', () => {
  it(`${PAYMENTS} concurrent payments get ${PAYMENTS} consecutive numbers`, async () => {
    const orders = await reservedOrders(db, PAYMENTS);
    const started = Date.now();
    const { failed } = await payAll(db, orders);
    console.log('invoice numbers, PostgreSQL', { payments: PAYMENTS, ms: Date.now() - started });
    expect(failed).toBe(0);
    const seqs = await invoiceSeqs(
      db,
      orders.map((o) => o.id),
    );
    expect(seqs).toHaveLength(PAYMENTS);
    expect(runDefects(seqs)).toEqual({ repeats: 0, gaps: 0, first: 1, last: PAYMENTS });
  }, 120_000);

  it('a payment that fails after taking its number leaves no gap, also while others pay', async () => {
    const orders = await reservedOrders(db, 41);
    const [doomed, ...rest] = orders;
    const crash = db.transaction(async (tx) => {
      await issueInvoice(tx as unknown as Db, doomed.id, new Date());
      // hold the counter row a moment, as a slow payment would, then die
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('the server died before the payment was booked');
    });
    const [crashed, paid] = await Promise.allSettled([crash, payAll(db, rest)]);
    expect(crashed.status).toBe('rejected');
    expect(paid.status === 'fulfilled' && paid.value.failed).toBe(0);
    const seqs = await invoiceSeqs(
      db,
      rest.map((o) => o.id),
    );
    expect(runDefects(seqs)).toEqual({ repeats: 0, gaps: 0, first: PAYMENTS + 1, last: PAYMENTS + 40 });
    expect(await invoiceSeqs(db, [doomed.id])).toEqual([]);
  }, 60_000);

  it('negative control: without the row lock, concurrent payments repeat numbers', async () => {
    const numbers = await numbersWithoutLock(db, PAYMENTS);
    const defects = runDefects(numbers);
    console.log('without the row lock, PostgreSQL', defects);
    expect(defects.repeats).toBeGreaterThan(0);
  }, 60_000);

  it('negative control: a number taken outside the booking transaction leaves gaps when payments fail', async () => {
    const booked = await numbersOutsideBooking(db, PAYMENTS, 10);
    const defects = runDefects(booked);
    console.log('outside the booking, PostgreSQL', defects);
    expect(defects.gaps).toBeGreaterThan(0);
  }, 60_000);
});
