import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { createPostgresTestDb } from '@/lib/db/testing';
import { rowsOf, schema, type Db } from '@/lib/db';
import { addToCart, checkout } from '@/features/box-office/server';
import { blockSeats, moveTicket } from '@/features/seating/server';
import { seedSeatedOffer } from '../helpers/ticketing';

// Staff change seats while buyers add to cart on a real PostgreSQL server, where the transactions run
// side by side: the seat desk takes the same seat group locks, so no seat ends up blocked and sold, or
// sold twice.
let db: Db;
let pool: Pool;
let drop: () => Promise<void>;
const staff = { id: 1, username: 'kasse' };

beforeAll(async () => {
  process.env.DATA_DIR ??= path.join(os.tmpdir(), `museum-pg-test-${process.pid}`);
  ({ db, pool, drop } = await createPostgresTestDb(process.env.TEST_DATABASE_URL!));
  pool.on('error', () => undefined);
});
afterAll(async () => drop?.());

/** Seats of the date owned by a line that counts, and blocked seats, with how often each is owned. */
async function seatState(idJet: number) {
  const rows = rowsOf<{ id: number; blocked: boolean; owners: number }>(
    await db.execute(sql`select s.id, s.blocked_reason is not null as blocked,
        (select count(*)::int from ticket_reservations r where r.id = s.reservation_id
           and coalesce(ticket_line_counts(r.order_id, r.expires_at, now()), false)) as owners
      from ticket_seats s join ticket_offers o on o.id = s.offer_id where o.id_jet = ${idJet}`),
  );
  return rows;
}

const buyer = (idJet: number, seatIds?: number[]) =>
  addToCart(
    { addressKey: null },
    {
      quantities: [1],
      event_jet_id: idJet,
      sale_type_ids: [1],
      seat_group: 'A',
      ...(seatIds ? { seat_ids: seatIds } : {}),
    },
  ).then(
    () => 'ok' as const,
    () => 'refused' as const,
  );

describe('the seat desk among buyers (PostgreSQL)', () => {
  it('a block racing 20 best-available buyers for 10 seats: no seat is blocked and held, none held twice', async () => {
    await seedSeatedOffer(db, 990_101, { rows: 2, perRow: 10 });
    const seats = await db
      .select({ id: schema.ticketSeats.id, row: schema.ticketSeats.row, number: schema.ticketSeats.number })
      .from(schema.ticketSeats)
      .innerJoin(schema.ticketOffers, eq(schema.ticketOffers.id, schema.ticketSeats.offerId))
      .where(eq(schema.ticketOffers.idJet, 990_101));
    // Row 1 is category A (row 2 is B): four seats in its middle.
    const centre = seats.filter((s) => s.row === '1' && ['4', '5', '6', '7'].includes(s.number));
    const buyers = Array.from({ length: 20 }, () => buyer(990_101));
    const block = blockSeats(
      990_101,
      centre.map((s) => s.id),
      'Presse',
      staff,
    ).then(
      () => 'ok' as const,
      () => 'refused' as const,
    );
    const [blocked, ...bought] = await Promise.all([block, ...buyers]);
    const state = await seatState(990_101);
    expect(state.filter((s) => s.blocked && s.owners > 0)).toEqual([]);
    expect(state.filter((s) => s.owners > 1)).toEqual([]);
    const held = state.filter((s) => s.owners === 1).length;
    expect(bought.filter((b) => b === 'ok')).toHaveLength(held);
    // Category A has 10 seats: with the block the buyers get 6 of them, without it all 10.
    expect(held).toBe(blocked === 'ok' ? 6 : 10);
  });

  it('a ticket moved to a seat five buyers pick at the same time: the seat goes to exactly one of them', async () => {
    await seedSeatedOffer(db, 990_102, { rows: 2, perRow: 10 });
    const { cart } = await addToCart(
      { addressKey: null },
      { quantities: [1], event_jet_id: 990_102, sale_type_ids: [1], seat_group: 'A' },
    );
    const order = await checkout(cart.id, {
      name: 'Ida Beispiel',
      email: 'ida@example.org',
      gtc: true,
      locale: 'de',
      payment_method: 'invoice',
    });
    const [ticket] = await db
      .select()
      .from(schema.ticketCodes)
      .innerJoin(schema.ticketOrders, eq(schema.ticketOrders.id, schema.ticketCodes.orderId))
      .where(eq(schema.ticketOrders.code, order.code));
    const free = (await seatState(990_102)).filter((s) => s.owners === 0).map((s) => s.id);
    const target = free.sort((a, b) => a - b)[0];
    const move = moveTicket(ticket.ticket_codes.code, target, staff).then(
      () => 'ok' as const,
      () => 'refused' as const,
    );
    const results = await Promise.all([move, ...Array.from({ length: 5 }, () => buyer(990_102, [target]))]);
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    const state = await seatState(990_102);
    expect(state.find((s) => s.id === target)!.owners).toBe(1);
    expect(state.filter((s) => s.owners > 1)).toEqual([]);
    // The line owns exactly its ticket's seat, wherever it is now.
    const [after] = await db
      .select({ seatId: schema.ticketCodes.seatId, lineId: schema.ticketCodes.reservationId })
      .from(schema.ticketCodes)
      .where(eq(schema.ticketCodes.id, ticket.ticket_codes.id));
    const lineSeats = await db
      .select({ id: schema.ticketSeats.id })
      .from(schema.ticketSeats)
      .where(eq(schema.ticketSeats.reservationId, after.lineId));
    expect(lineSeats.map((s) => s.id)).toEqual([after.seatId]);
  });
});
