import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Pool } from 'pg';
import { createPostgresTestDb } from '@/lib/db/testing';
import { schema, type Db } from '@/lib/db';
import { addToCart, checkout, settleOrder } from '@/features/box-office/server';
import { cancelTickets } from '@/features/refunds/server';
import { seedTestOffer } from '../helpers/ticketing';

// Staff press "refund" twice, or two of them at once, on a real PostgreSQL server where the
// transactions run side by side: the order's row lock and the idempotency key make one refund.
let db: Db;
let pool: Pool;
let drop: () => Promise<void>;
const staff = { id: 1, username: 'kasse' };

beforeAll(async () => {
  process.env.DATA_DIR ??= path.join(os.tmpdir(), `museum-pg-test-${process.pid}`);
  ({ db, pool, drop } = await createPostgresTestDb(process.env.TEST_DATABASE_URL!));
  pool.on('error', () => undefined);
  await seedTestOffer(db, 5501, { seats: 30 });
});
afterAll(async () => drop?.());

async function paidOrder(n: number) {
  const { cart } = await addToCart(
    { addressKey: null },
    { quantities: [n], event_jet_id: 5501, sale_type_ids: [2], seat_group: '101' },
  );
  const { code } = await checkout(cart.id, {
    name: 'Rita Rennen',
    email: 'rita@example.org',
    gtc: true,
    locale: 'de',
    payment_method: 'invoice',
  });
  await settleOrder(db, code);
  const [order] = await db.select().from(schema.ticketOrders).where(eq(schema.ticketOrders.code, code));
  const codes = await db.select().from(schema.ticketCodes).where(eq(schema.ticketCodes.orderId, order.id));
  return { order, codes };
}

const refund = (orderId: number, tickets: string[] | null) =>
  cancelTickets({ orderId, tickets, reason: '', actor: staff, feePercent: 0 }).then(
    (r) => (r.replayed ? 'replayed' : 'refunded'),
    (e: { status?: number }) => `refused ${e.status}`,
  );

describe('concurrent refunds on PostgreSQL', () => {
  it('eight requests for the same ticket make one refund and split its line once', async () => {
    const { order, codes } = await paidOrder(3);
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => refund(order.id, [codes[0].code])));
    expect(outcomes.filter((o) => o === 'refunded')).toHaveLength(1);
    expect(outcomes.every((o) => o === 'refunded' || o === 'replayed')).toBe(true);
    const rows = await db.select().from(schema.refunds).where(eq(schema.refunds.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].amountCents).toBe(1200);
    const lines = await db
      .select()
      .from(schema.ticketReservations)
      .where(eq(schema.ticketReservations.orderId, order.id));
    expect(lines.map((l) => [l.quantity, l.expiresAt === null]).sort()).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('a whole-order refund and a ticket refund at once: each ticket refunded once, the money once', async () => {
    const { order, codes } = await paidOrder(2);
    await Promise.all([refund(order.id, null), refund(order.id, [codes[1].code]), refund(order.id, null)]);
    const rows = await db.select().from(schema.refunds).where(eq(schema.refunds.orderId, order.id));
    expect(rows.reduce((sum, r) => sum + r.amountCents, 0)).toBe(2400);
    const ids = rows.flatMap((r) => r.ticketCodeIds);
    expect(new Set(ids).size).toBe(ids.length);
    const [after] = await db.select().from(schema.ticketOrders).where(eq(schema.ticketOrders.id, order.id));
    expect(after.status).toBe('cancelled');
  });
});
