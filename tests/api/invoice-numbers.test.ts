import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../helpers/db';
import { issueInvoice } from '@/features/invoices/server';
import type { Db } from '@/lib/db';
import { invoiceSeqs, numbersOutsideBooking, payAll, reservedOrders, runDefects } from '../helpers/invoice-race';

// Invoice numbers on PGlite (tests/postgres/invoice-numbers.test.ts runs the same on PostgreSQL):
// consecutive, never repeated, never skipped, because the number comes with the booking or not at all.
// (The control without the row lock runs only there: PGlite runs one transaction at a time.)
const PAYMENTS = 200;

let db: Db;
beforeAll(async () => {
  ({ db } = await testDatabase());
});

describe('gapless invoice numbers (PGlite)', () => {
  it(`${PAYMENTS} payments at the same moment get ${PAYMENTS} consecutive numbers`, async () => {
    const orders = await reservedOrders(db, PAYMENTS);
    const { failed } = await payAll(db, orders);
    expect(failed).toBe(0);
    const seqs = await invoiceSeqs(
      db,
      orders.map((o) => o.id),
    );
    expect(seqs).toHaveLength(PAYMENTS);
    expect(runDefects(seqs)).toEqual({ repeats: 0, gaps: 0, first: 1, last: PAYMENTS });
  }, 120_000);

  it('a payment that fails after taking its number leaves no gap', async () => {
    const [a, b, c] = await reservedOrders(db, 3);
    await payAll(db, [a]);
    const [first] = await invoiceSeqs(db, [a.id]);
    await expect(
      db.transaction(async (tx) => {
        const issued = await issueInvoice(tx as unknown as Db, b.id, new Date());
        expect(issued?.number).toMatch(/-\d{6}$/);
        throw new Error('the server died before the payment was booked');
      }),
    ).rejects.toThrow('the server died');
    expect(await invoiceSeqs(db, [b.id])).toEqual([]);
    await payAll(db, [c, b]);
    expect(await invoiceSeqs(db, [c.id, b.id])).toEqual([first + 1, first + 2]);
  }, 60_000);

  it('negative control: a number taken outside the booking transaction leaves gaps when payments fail', async () => {
    const booked = await numbersOutsideBooking(db, PAYMENTS, 10);
    expect(booked).toHaveLength(PAYMENTS - PAYMENTS / 10);
    expect(runDefects(booked).gaps).toBeGreaterThan(0);
  }, 60_000);
});
