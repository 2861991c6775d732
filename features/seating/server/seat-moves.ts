import 'server-only';
import { and, count, eq, ne } from 'drizzle-orm';
import { ApiError, notFound } from '@/lib/api';
import { db, schema, type Db } from '@/lib/db';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import type { SessionUser } from '@/features/auth/server';
import { verifyTicket } from '@/features/box-office/server';
import { recordAudit } from '@/features/resources/server';
import { lockOfferGroups, ownedSeat } from './date-seats';
import { seatLabel } from './seat-desk';

const { ticketOffers, ticketSeats, ticketReservations: r, ticketOrders: o, ticketCodes } = schema;

/** The ticket number in what staff typed: the number itself, or the signed code from the ticket. */
async function ticketNumber(text: string) {
  const value = text.trim().toUpperCase();
  if (/^LND-[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(value)) return value;
  const verified = await verifyTicket(value);
  if (!verified) throw new ApiError(404, `There is no ticket ${value}.`, 'unknown_ticket');
  return verified;
}

/**
 * Moves one sold ticket to another free seat of its seat group (same category, same price), in one
 * transaction under the date's seat group locks. The ticket keeps its number and signed code; only
 * its seat changes. The line (the order's reservation row) owns exactly its tickets' seats before and
 * after: the new seat points at the line, the old one lets go unless another ticket of the line sits there.
 */
export async function moveTicket(text: string, seatId: number, user: Pick<SessionUser, 'id' | 'username'>) {
  const number = await ticketNumber(text);
  return db().transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const now = ticketingHooks().now();
    const [found] = await tx
      .select({ offerId: r.offerId })
      .from(ticketCodes)
      .innerJoin(r, eq(r.id, ticketCodes.reservationId))
      .where(eq(ticketCodes.code, number));
    if (!found) throw new ApiError(404, `There is no ticket ${number}.`, 'unknown_ticket');
    const [offer] = await tx
      .select({ idJet: ticketOffers.idJet, planId: ticketOffers.seatPlanId })
      .from(ticketOffers)
      .where(eq(ticketOffers.id, found.offerId));
    if (offer.planId === null)
      throw new ApiError(409, `Ticket ${number} is for a general-admission date: it has no seat.`, 'not_seated');
    // The locks first, then everything read again: a buyer or another desk may have changed it meanwhile.
    await lockOfferGroups(tx, found.offerId);
    const [ticket] = await tx
      .select({
        id: ticketCodes.id,
        seatId: ticketCodes.seatId,
        lineId: r.id,
        seatGroupId: r.seatGroupId,
        orderCode: o.code,
        owned: ownedSeat(now),
      })
      .from(ticketCodes)
      .innerJoin(r, eq(r.id, ticketCodes.reservationId))
      .innerJoin(o, eq(o.id, r.orderId))
      .where(eq(ticketCodes.code, number));
    if (!ticket.owned)
      throw new ApiError(
        409,
        `Order ${ticket.orderCode} is cancelled or expired: ticket ${number} has no seat to move.`,
        'order_closed',
      );
    const seat = (id: number) =>
      tx
        .select({
          id: ticketSeats.id,
          section: ticketSeats.section,
          row: ticketSeats.row,
          number: ticketSeats.number,
          seatGroupId: ticketSeats.seatGroupId,
          reservationId: ticketSeats.reservationId,
          blockedReason: ticketSeats.blockedReason,
          owned: ownedSeat(now),
        })
        .from(ticketSeats)
        .leftJoin(r, eq(r.id, ticketSeats.reservationId))
        .where(and(eq(ticketSeats.id, id), eq(ticketSeats.offerId, found.offerId)));
    const [target] = await seat(seatId);
    if (!target) throw notFound(`Seat ${seatId} of this date`);
    const [from] = ticket.seatId !== null ? await seat(ticket.seatId) : [];
    if (target.id === ticket.seatId)
      throw new ApiError(409, `Ticket ${number} already sits on ${seatLabel(target)}.`, 'same_seat');
    if (target.blockedReason !== null)
      throw new ApiError(409, `${seatLabel(target)} is blocked (${target.blockedReason}).`, 'seat_blocked');
    if (target.owned) throw new ApiError(409, `${seatLabel(target)} is held or sold.`, 'seat_taken');
    if (target.seatGroupId !== ticket.seatGroupId)
      throw new ApiError(
        409,
        `${seatLabel(target)} is in another category than the ticket: a ticket moves within its seat group ` +
          '(to change the category, cancel and sell anew).',
        'other_seat_group',
      );
    await tx.update(ticketCodes).set({ seatId: target.id }).where(eq(ticketCodes.id, ticket.id));
    await tx.update(ticketSeats).set({ reservationId: ticket.lineId }).where(eq(ticketSeats.id, target.id));
    if (from && from.reservationId === ticket.lineId) {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(ticketCodes)
        .where(
          and(
            eq(ticketCodes.reservationId, ticket.lineId),
            eq(ticketCodes.seatId, from.id),
            ne(ticketCodes.id, ticket.id),
          ),
        );
      if (!n) await tx.update(ticketSeats).set({ reservationId: null }).where(eq(ticketSeats.id, from.id));
    }
    await recordAudit(
      tx,
      user,
      'update',
      'seating',
      offer.idJet,
      { [number]: from ? seatLabel(from) : null },
      { [number]: seatLabel(target) },
    );
    return {
      ticket: number,
      order_code: ticket.orderCode,
      from: from ? { id: from.id, section: from.section, row: from.row, number: from.number } : null,
      to: { id: target.id, section: target.section, row: target.row, number: target.number },
    };
  });
}
