import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ApiError } from '@/lib/api';
import { schema, type Db } from '@/lib/db';
import { planSeats, seatPlanDocumentSchema } from '../plan-document';

const { ticketOffers, ticketSeatGroups, ticketSeats, ticketReservations: r, seatPlans } = schema;

/** Seats owned by a line that counts (held or sold): the same rule as migration 0017's ticket_line_counts. */
export const ownedSeat = (now: Date) =>
  sql<boolean>`coalesce(ticket_line_counts(${r.orderId}, ${r.expiresAt}, ${now.toISOString()}::timestamptz), false)`;

/** Locks the date's seat groups in the global order (by id), as every seat change must (the seat lock's mode, see inventory.ts). */
export async function lockOfferGroups(tx: Db, offerId: number) {
  return tx
    .select({ id: ticketSeatGroups.id, seatGroup: ticketSeatGroups.seatGroup })
    .from(ticketSeatGroups)
    .where(eq(ticketSeatGroups.offerId, offerId))
    .orderBy(asc(ticketSeatGroups.id))
    .for('no key update');
}

/** A seated seat group sells as many seats as it has on sale (not blocked). */
export async function syncSeatedCapacity(tx: Db, offerId: number) {
  await tx.execute(sql`update ${ticketSeatGroups} g set capacity = (
      select count(*)::int from ${ticketSeats} s where s.seat_group_id = g.id and s.blocked_reason is null)
    where g.offer_id = ${offerId} and exists (select 1 from ${ticketSeats} s where s.seat_group_id = g.id)`);
}

/**
 * Gives a date the seats of a plan (or, with null, makes it general admission again). Seats are
 * matched by their key in the plan, so a plan edited after the sale started keeps every sold or held
 * seat where it is; a change that would move, drop or recategorise such a seat is refused. A seat
 * whose category names no seat group of the date is not sold on it. Runs in the caller's transaction.
 */
export async function applySeatPlan(tx: Db, offerId: number, planId: number | null, now: Date) {
  const groups = await lockOfferGroups(tx, offerId);
  const owned = await tx
    .select({ id: ticketSeats.id, key: ticketSeats.planKey, seatGroupId: ticketSeats.seatGroupId })
    .from(ticketSeats)
    .innerJoin(r, eq(r.id, ticketSeats.reservationId))
    .where(and(eq(ticketSeats.offerId, offerId), ownedSeat(now)));
  if (planId === null) {
    if (owned.length)
      throw new ApiError(
        409,
        'Seats of this date are held or sold: the seating plan cannot be removed.',
        'seats_taken',
      );
    await tx.delete(ticketSeats).where(eq(ticketSeats.offerId, offerId));
    await tx.update(ticketOffers).set({ seatPlanId: null }).where(eq(ticketOffers.id, offerId));
    return { seats: 0 };
  }
  const [plan] = await tx.select().from(seatPlans).where(eq(seatPlans.id, planId));
  if (!plan) throw new ApiError(404, 'There is no such seating plan.', 'not_found');
  const groupOf = new Map(groups.map((g) => [g.seatGroup, g.id]));
  const seats = planSeats(seatPlanDocumentSchema.parse(plan.plan)).filter((s) => groupOf.has(s.category));
  const keys = new Map(seats.map((s) => [s.key, s]));
  for (const seat of owned) {
    const next = keys.get(seat.key);
    if (!next || groupOf.get(next.category) !== seat.seatGroupId)
      throw new ApiError(
        409,
        `Seat ${seat.key.replaceAll('|', ' ')} is held or sold on this date: the plan may not drop it or change its category.`,
        'seats_taken',
      );
  }
  const existing = await tx
    .select({ id: ticketSeats.id, key: ticketSeats.planKey })
    .from(ticketSeats)
    .where(eq(ticketSeats.offerId, offerId));
  const gone = existing.filter((s) => !keys.has(s.key)).map((s) => s.id);
  if (gone.length) await tx.delete(ticketSeats).where(inArray(ticketSeats.id, gone));
  for (let i = 0; i < seats.length; i += 500) {
    const chunk = seats.slice(i, i + 500).map((s) => ({
      offerId,
      seatGroupId: groupOf.get(s.category)!,
      planKey: s.key,
      section: s.section,
      row: s.row,
      number: s.number,
      rowIndex: s.rowIndex,
      col: s.col,
      x: s.x,
      y: s.y,
      priority: s.priority,
      wheelchair: s.wheelchair,
      companion: s.companion,
      restricted: s.restricted,
    }));
    await tx
      .insert(ticketSeats)
      .values(chunk)
      .onConflictDoUpdate({
        target: [ticketSeats.offerId, ticketSeats.planKey],
        set: {
          seatGroupId: sql`excluded.seat_group_id`,
          section: sql`excluded.section`,
          row: sql`excluded.row`,
          number: sql`excluded.number`,
          rowIndex: sql`excluded.row_index`,
          col: sql`excluded.col`,
          x: sql`excluded.x`,
          y: sql`excluded.y`,
          priority: sql`excluded.priority`,
          wheelchair: sql`excluded.wheelchair`,
          companion: sql`excluded.companion`,
          restricted: sql`excluded.restricted`,
        },
      });
  }
  await tx.update(ticketOffers).set({ seatPlanId: planId }).where(eq(ticketOffers.id, offerId));
  await syncSeatedCapacity(tx, offerId);
  return { seats: seats.length };
}

/** The upcoming dates that sell a plan's seats (an edited plan is applied to them again). */
export async function datesUsingPlan(database: Db, planId: number, now: Date) {
  return database
    .select({ id: ticketOffers.id, idJet: ticketOffers.idJet })
    .from(ticketOffers)
    .where(
      and(
        eq(ticketOffers.seatPlanId, planId),
        sql`coalesce(${ticketOffers.dateStart} > ${now.toISOString()}::timestamptz, true)`,
      ),
    );
}
