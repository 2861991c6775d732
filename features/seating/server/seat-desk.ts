import 'server-only';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { pick, type Locale } from '@/i18n/config';
import { ApiError, notFound } from '@/lib/api';
import { invalidateWrite } from '@/lib/write-effects';
import { db, schema, type Db } from '@/lib/db';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import type { SessionUser } from '@/features/auth/server';
import { recordAudit } from '@/features/resources/server';
import type { DeskHolder, SeatDeskMap } from '../types';
import { lockOfferGroups, ownedSeat, syncSeatedCapacity } from './date-seats';
import { seatMap } from './seat-map';

const { events, ticketOffers, ticketSeats, ticketReservations: r, ticketOrders: o, ticketCodes } = schema;

type Staff = Pick<SessionUser, 'id' | 'username'>;

/** How a seat is named to staff and in the audit log: "Parkett 3/12". */
export const seatLabel = (s: { section: string; row: string; number: string }) => `${s.section} ${s.row}/${s.number}`;

/** The seated date of an event date id, or 404 (no such date, or general admission). */
async function seatedOffer(database: Db, idJet: number) {
  const [offer] = await database
    .select({ id: ticketOffers.id, planId: ticketOffers.seatPlanId, title: ticketOffers.title })
    .from(ticketOffers)
    .where(eq(ticketOffers.idJet, idJet));
  if (!offer) throw notFound('Event date');
  if (offer.planId === null)
    throw new ApiError(404, 'This date is general admission: it has no seating plan.', 'not_found');
  return offer;
}

/**
 * The seat desk of a seated date: the public seat map plus, for staff, why a seat is blocked and who
 * holds it (the order with its code, buyer and ticket numbers, or a cart until its hold runs out).
 * Null for a general-admission date.
 */
export async function seatDesk(idJet: number, locale: Locale, database: Db = db()): Promise<SeatDeskMap | null> {
  const map = await seatMap(idJet, locale, database);
  if (!map) return null;
  const now = ticketingHooks().now();
  const [offer] = await database
    .select({ id: ticketOffers.id, title: ticketOffers.title, dateStart: ticketOffers.dateStart })
    .from(ticketOffers)
    .where(eq(ticketOffers.idJet, idJet));
  const [rows, tickets, [event]] = await Promise.all([
    database
      .select({
        id: ticketSeats.id,
        blockedReason: ticketSeats.blockedReason,
        blockedBy: ticketSeats.blockedBy,
        orderId: r.orderId,
        expiresAt: r.expiresAt,
        code: o.code,
        buyer: o.buyerName,
        status: o.status,
        owned: ownedSeat(now),
      })
      .from(ticketSeats)
      .leftJoin(r, eq(r.id, ticketSeats.reservationId))
      .leftJoin(o, eq(o.id, r.orderId))
      .where(
        and(
          eq(ticketSeats.offerId, offer.id),
          or(isNotNull(ticketSeats.blockedReason), isNotNull(ticketSeats.reservationId)),
        ),
      ),
    database
      .select({ seatId: ticketCodes.seatId, code: ticketCodes.code })
      .from(ticketCodes)
      .innerJoin(ticketSeats, eq(ticketSeats.id, ticketCodes.seatId))
      .where(eq(ticketSeats.offerId, offer.id)),
    database.select({ id: events.id }).from(events).where(eq(events.idJet, idJet)).limit(1),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const holder = (id: number): DeskHolder | null => {
    const row = byId.get(id);
    if (!row?.owned) return null;
    if (row.orderId !== null)
      return {
        kind: 'order',
        order_id: row.orderId,
        order_code: row.code ?? '',
        buyer_name: row.buyer ?? '',
        order_status: row.status ?? '',
        tickets: tickets.filter((t) => t.seatId === id).map((t) => t.code),
      };
    return { kind: 'cart', expires_at: row.expiresAt?.toISOString() ?? '' };
  };
  return {
    ...map,
    title: pick(offer.title, locale) ?? offer.title.de ?? '',
    date_start: offer.dateStart?.toISOString() ?? null,
    event_id: event?.id ?? null,
    seats: map.seats.map((seat) => ({
      ...seat,
      blocked_reason: byId.get(seat.id)?.blockedReason ?? null,
      blocked_by: byId.get(seat.id)?.blockedBy ?? null,
      holder: holder(seat.id),
    })),
  };
}

/** The named seats of the date with their state, under the seat groups' locks the caller holds; 404 for unknown ids. */
async function seatsOfDate(tx: Db, offerId: number, seatIds: number[], now: Date) {
  const ids = [...new Set(seatIds)];
  const rows = await tx
    .select({
      id: ticketSeats.id,
      section: ticketSeats.section,
      row: ticketSeats.row,
      number: ticketSeats.number,
      blockedReason: ticketSeats.blockedReason,
      owned: ownedSeat(now),
    })
    .from(ticketSeats)
    .leftJoin(r, eq(r.id, ticketSeats.reservationId))
    .where(and(eq(ticketSeats.offerId, offerId), inArray(ticketSeats.id, ids)));
  const unknown = ids.filter((id) => !rows.some((s) => s.id === id));
  if (unknown.length)
    throw new ApiError(404, `Not seats of this date: ${unknown.slice(0, 10).join(', ')}.`, 'unknown_seat', {
      seat_ids: unknown,
    });
  return rows;
}

/**
 * Takes free seats out of sale (press, technicians, a wheelchair companion): one transaction under the
 * date's seat group locks, the same locks a buyer's add to cart takes, so a block never meets a
 * purchase half way. Held or sold seats are refused (409); the groups' capacity follows the seats.
 */
export async function blockSeats(idJet: number, seatIds: number[], reason: string, user: Staff) {
  await db().transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const now = ticketingHooks().now();
    const offer = await seatedOffer(tx, idJet);
    await lockOfferGroups(tx, offer.id);
    const seats = await seatsOfDate(tx, offer.id, seatIds, now);
    const taken = seats.filter((s) => s.owned);
    if (taken.length)
      throw new ApiError(
        409,
        `Only free seats can be blocked; held or sold: ${taken.map(seatLabel).join(', ')}.`,
        'seat_taken',
      );
    const blocked = seats.filter((s) => s.blockedReason !== null);
    if (blocked.length)
      throw new ApiError(
        409,
        `Already blocked: ${blocked.map(seatLabel).join(', ')}. Release them first to give another reason.`,
        'seat_blocked',
      );
    // An expired hold's pointer goes too: the seat is nobody's while it is blocked.
    await tx
      .update(ticketSeats)
      .set({ blockedReason: reason, blockedBy: user.username, reservationId: null })
      .where(
        inArray(
          ticketSeats.id,
          seats.map((s) => s.id),
        ),
      );
    await syncSeatedCapacity(tx, offer.id);
    await recordAudit(
      tx,
      user,
      'update',
      'seating',
      idJet,
      Object.fromEntries(seats.map((s) => [seatLabel(s), null])),
      Object.fromEntries(seats.map((s) => [seatLabel(s), `blocked: ${reason}`])),
    );
  });
  invalidateWrite('sale');
}

/** Puts blocked seats back on sale (409 for a seat that is not blocked), under the same locks. */
export async function releaseSeats(idJet: number, seatIds: number[], user: Staff) {
  await db().transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const now = ticketingHooks().now();
    const offer = await seatedOffer(tx, idJet);
    await lockOfferGroups(tx, offer.id);
    const seats = await seatsOfDate(tx, offer.id, seatIds, now);
    const open = seats.filter((s) => s.blockedReason === null);
    if (open.length) throw new ApiError(409, `Not blocked: ${open.map(seatLabel).join(', ')}.`, 'seat_not_blocked');
    await tx
      .update(ticketSeats)
      .set({ blockedReason: null, blockedBy: null })
      .where(
        inArray(
          ticketSeats.id,
          seats.map((s) => s.id),
        ),
      );
    await syncSeatedCapacity(tx, offer.id);
    await recordAudit(
      tx,
      user,
      'update',
      'seating',
      idJet,
      Object.fromEntries(seats.map((s) => [seatLabel(s), `blocked: ${s.blockedReason}`])),
      Object.fromEntries(seats.map((s) => [seatLabel(s), null])),
    );
  });
  invalidateWrite('sale');
}
