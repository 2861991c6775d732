import 'server-only';
import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { db, schema, type Db } from '@/lib/db';
import { targetKey } from '@/features/box-office/server';
import type { CapacityTarget } from '@/features/box-office';

const { ticketReservations: r, ticketSeatGroups, ticketTimeslots } = schema;

/**
 * Seats of one capacity target: what it holds, what is taken at `now` (`held`: ordered plus live cart
 * holds; `sold`: the ordered part of it), what is left.
 */
export type TargetAvailability = { capacity: number; held: number; sold: number; left: number };

/**
 * Seats left per capacity target (seat group, or timeslot of a timed group) of one offer at `now`,
 * keyed by targetKey. Counted as the cart counts them (heldSeats): ordered seats plus live holds.
 * A snapshot for display; the cart checks again under the row lock before it sells anything.
 */
export async function offerAvailability(
  offerId: number,
  now: Date,
  database: Db = db(),
): Promise<Map<string, TargetAvailability>> {
  const [groups, slots, taken] = await Promise.all([
    database
      .select({ id: ticketSeatGroups.id, capacity: ticketSeatGroups.capacity })
      .from(ticketSeatGroups)
      .where(eq(ticketSeatGroups.offerId, offerId)),
    database
      .select({ id: ticketTimeslots.id, seatGroupId: ticketTimeslots.seatGroupId, capacity: ticketTimeslots.capacity })
      .from(ticketTimeslots)
      .innerJoin(ticketSeatGroups, eq(ticketSeatGroups.id, ticketTimeslots.seatGroupId))
      .where(eq(ticketSeatGroups.offerId, offerId)),
    database
      .select({
        seatGroupId: r.seatGroupId,
        timeslotId: r.timeslotId,
        n: sql<number>`coalesce(sum(${r.quantity}), 0)::int`,
        sold: sql<number>`coalesce(sum(${r.quantity}) filter (where ${r.orderId} is not null), 0)::int`,
      })
      .from(r)
      .where(and(eq(r.offerId, offerId), or(and(isNotNull(r.orderId), isNull(r.expiresAt)), gt(r.expiresAt, now))))
      .groupBy(r.seatGroupId, r.timeslotId),
  ]);
  const heldBy = new Map(taken.map((t) => [targetKey(t), Number(t.n)]));
  const soldBy = new Map(taken.map((t) => [targetKey(t), Number(t.sold)]));
  const out = new Map<string, TargetAvailability>();
  const put = (target: CapacityTarget, capacity: number) => {
    const key = targetKey(target);
    const held = heldBy.get(key) ?? 0;
    out.set(key, { capacity, held, sold: soldBy.get(key) ?? 0, left: Math.max(0, capacity - held) });
  };
  for (const group of groups) put({ seatGroupId: group.id, timeslotId: null }, group.capacity);
  for (const slot of slots) put({ seatGroupId: slot.seatGroupId, timeslotId: slot.id }, slot.capacity);
  return out;
}
