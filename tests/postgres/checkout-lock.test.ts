import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Pool } from 'pg';
import { createPostgresTestDb } from '@/lib/db/testing';
import { schema, type Db } from '@/lib/db';
import { resetTicketingHooks, setTicketingHooks } from '@/lib/ticketing-hooks';
import { addToCart, checkout } from '@/features/box-office/server';
import { seedTestOffer } from '../helpers/ticketing';

// In an on-sale rush every checkout of one date would queue for that date's seat lock. A cart whose
// hold still runs is already counted, so its checkout needs no lock; a hold that has run out is
// counted again under the lock, as before.
let db: Db;
let pool: Pool;
let drop: () => Promise<void>;

beforeAll(async () => {
  process.env.DATA_DIR ??= path.join(os.tmpdir(), `museum-pg-test-${process.pid}`);
  ({ db, pool, drop } = await createPostgresTestDb(process.env.TEST_DATABASE_URL!));
  pool.on('error', () => undefined);
  await seedTestOffer(db, 5601, { seats: 30 });
});
afterAll(async () => drop?.());
afterEach(() => resetTicketingHooks());

const buyer = {
  name: 'Greta Gleich',
  email: 'greta@example.org',
  gtc: true,
  locale: 'de',
  payment_method: 'invoice',
} as const;

/** Runs `work` while another transaction holds the date's seat lock (as a purchase in progress does). */
async function whileLocked<T>(work: () => Promise<T>) {
  const [group] = await db.select().from(schema.ticketSeatGroups).where(eq(schema.ticketSeatGroups.seatGroup, '101'));
  const holder = await pool.connect();
  try {
    await holder.query('begin');
    await holder.query('select id from ticket_seat_groups where id = $1 for no key update', [group.id]);
    return await work();
  } finally {
    await holder.query('rollback');
    holder.release();
  }
}

describe('checkout and the seat lock (PostgreSQL)', () => {
  it('a cart whose hold still runs checks out while another purchase holds the seat lock', async () => {
    const { cart } = await addToCart(
      { addressKey: null },
      { quantities: [3], event_jet_id: 5601, sale_type_ids: [2], seat_group: '101' },
    );
    setTicketingHooks({ lockTimeoutMs: 300 });
    const { code } = await whileLocked(() => checkout(cart.id, buyer));
    const [order] = await db.select().from(schema.ticketOrders).where(eq(schema.ticketOrders.code, code));
    const lines = await db
      .select()
      .from(schema.ticketReservations)
      .where(eq(schema.ticketReservations.orderId, order.id));
    expect(lines.map((l) => l.quantity)).toEqual([3]);
    // Held until the payment deadline, not the cart's 15 minutes.
    expect(lines[0].expiresAt!.getTime()).toBe(order.paymentDueAt!.getTime());
  });

  it('a cart whose hold runs out within minutes is counted again under the lock (busy while it is held)', async () => {
    const { cart } = await addToCart(
      { addressKey: null },
      { quantities: [2], event_jet_id: 5601, sale_type_ids: [2], seat_group: '101' },
    );
    // 13 of the 15 minutes have passed.
    setTicketingHooks({ lockTimeoutMs: 300, now: () => new Date(Date.now() + 13 * 60_000) });
    await expect(whileLocked(() => checkout(cart.id, buyer))).rejects.toMatchObject({ status: 503, code: -250 });
    await expect(checkout(cart.id, buyer)).resolves.toMatchObject({ method: 'invoice' });
  });
});
