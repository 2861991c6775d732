import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { notFound } from '@/lib/api';
import { db, schema, type Db } from '@/lib/db';
import { invalidateWrite } from '@/lib/write-effects';
import { reportError } from '@/lib/report';
import type { PeriodicJob } from '@/lib/jobs/runner';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import { pick } from '@/i18n/config';
import { orderStands } from './order-stands';
import { cancelTickets } from './cancel-tickets';
import type { Actor } from './cancel-plan';

const { ticketOffers, ticketCodes, ticketReservations: r, ticketOrders: orders, ticketSeatGroups } = schema;

/** Orders a staff request cancels itself; a larger date is finished by the background job. */
const INLINE_ORDERS = 25;

type Offer = typeof ticketOffers.$inferSelect;

export async function offerByJet(idJet: number): Promise<Offer> {
  const [offer] = await db().select().from(ticketOffers).where(eq(ticketOffers.idJet, idJet));
  if (!offer) throw notFound('Date');
  return offer;
}

/** Per standing order, the numbers of its valid tickets of the date. */
export async function ordersOfDate(database: Db, offerId: number, now: Date) {
  const rows = await database
    .select({ orderId: orders.id, number: ticketCodes.code })
    .from(ticketCodes)
    .innerJoin(r, eq(r.id, ticketCodes.reservationId))
    .innerJoin(orders, eq(orders.id, ticketCodes.orderId))
    .where(and(eq(r.offerId, offerId), isNull(ticketCodes.cancelledAt), orderStands(now)));
  const byOrder = new Map<number, string[]>();
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row.number]);
  return byOrder;
}

/** What cancelling the date would touch (the confirm dialog says it): standing orders and their tickets. */
export async function dateCancelPreview(idJet: number) {
  const offer = await offerByJet(idJet);
  const byOrder = await ordersOfDate(db(), offer.id, ticketingHooks().now());
  return {
    id_jet: idJet,
    cancelled_at: offer.cancelledAt?.toISOString() ?? null,
    orders: byOrder.size,
    tickets: [...byOrder.values()].reduce((n, t) => n + t.length, 0),
  };
}

/**
 * Cancels and refunds the date's tickets order by order (each its own transaction and refund, keyed
 * by the tickets, so running it again after a crash or alongside the job refunds nothing twice).
 * Orders with tickets of other dates keep those. Each buyer gets the 'date' mail in their language.
 */
async function cancelOrdersOfDate(offer: Offer, actor: Actor, reason: string, limit: number) {
  const byOrder = await ordersOfDate(db(), offer.id, ticketingHooks().now());
  let done = 0;
  let tickets = 0;
  for (const [orderId, numbers] of [...byOrder].slice(0, limit)) {
    try {
      const result = await cancelTickets({
        orderId,
        tickets: numbers,
        reason,
        actor,
        feePercent: 0,
        allowPending: true,
        mail: { kind: 'date', event: { title: pick(offer.title, 'de') ?? '', start: offer.dateStart } },
      });
      done += 1;
      tickets += result.cancelled_tickets.length;
    } catch (error) {
      // One refused refund (the provider) must not stop the others: staff see it on the order.
      reportError(error, { offer: offer.idJet, order: orderId, during: 'date cancellation' });
    }
  }
  return { done, tickets, left: Math.max(0, byOrder.size - limit) };
}

/**
 * The venue cancels a date (POST /api/ticket-offers/{idJet}/cancel/): the sale stops at once
 * (cancelled_at, every seat group off sale), then every standing order's tickets of the date are
 * cancelled and refunded and the buyers mailed. A large date is finished off the request by the
 * background job (dateCancellationJob); `left` says how many orders it still has to do.
 */
export async function cancelDate(idJet: number, user: { id: number; username: string }, reason = '') {
  const offer = await offerByJet(idJet);
  const now = ticketingHooks().now();
  await db().transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx
      .update(ticketOffers)
      .set({ cancelledAt: offer.cancelledAt ?? now, saleEnd: now, updatedAt: now })
      .where(eq(ticketOffers.id, offer.id));
    await tx.update(ticketSeatGroups).set({ status: '0' }).where(eq(ticketSeatGroups.offerId, offer.id));
  });
  invalidateWrite('sale');
  const result = await cancelOrdersOfDate(offer, { id: user.id, username: user.username }, reason, INLINE_ORDERS);
  return {
    id_jet: idJet,
    cancelled_at: (offer.cancelledAt ?? now).toISOString(),
    orders: result.done,
    tickets: result.tickets,
    left: result.left,
  };
}

/** Finishes cancelled dates whose orders are not all cancelled yet (resumable after a crash). */
async function finishCancelledDates() {
  const dates = await db()
    .select()
    .from(ticketOffers)
    .where(sql`${ticketOffers.cancelledAt} is not null and ${ticketOffers.cancelledAt} > now() - interval '60 days'`);
  for (const offer of dates) await cancelOrdersOfDate(offer, { id: null, username: 'system' }, '', INLINE_ORDERS * 4);
}

/** The background job that finishes cancelled dates (registered by instrumentation.ts). */
export function dateCancellationJob(): PeriodicJob {
  return { name: 'date-cancellations', intervalMs: 60_000, run: finishCancelledDates };
}
