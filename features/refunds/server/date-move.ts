import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ApiError, notFound } from '@/lib/api';
import { db, schema, type Db } from '@/lib/db';
import { invalidateWrite } from '@/lib/write-effects';
import { serverSecret } from '@/lib/secrets';
import { sendQueued } from '@/lib/mail-outbox';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import { isLocale, pick } from '@/i18n/config';
import { orderPath } from '@/features/box-office/server';
import { recordAudit } from '@/features/resources/server';
import type { CancellationResult } from '../types';
import { cancelTickets } from './cancel-tickets';
import { offerByJet, ordersOfDate } from './date-cancel';
import { queueCancelMail } from './mails';

const { ticketOffers, events, ticketOrders: orders, ticketCodes, ticketReservations: r } = schema;

/** Mails a staff request sends itself; the rest go out with the mail outbox's poll. */
const INLINE_MAILS = 25;

/** The refund link of a moved date: bound to the order, the date and its new start (a later move makes new links). */
async function movedToken(code: string, idJet: number, start: Date | null) {
  const key = await serverSecret('moved-date-refund', undefined);
  return createHmac('sha256', key)
    .update(`moved:${code}:${idJet}:${start?.toISOString() ?? ''}`)
    .digest('base64url')
    .slice(0, 32);
}

async function movedRefundPath(code: string, locale: string, idJet: number, start: Date | null) {
  return `/${locale}/webshop/orders/${code}/date-refund/${idJet}?token=${await movedToken(code, idJet, start)}`;
}

/**
 * Staff move a date (POST /api/ticket-offers/{idJet}/move/): the date's new start is written (the
 * box office's date and the programme's event), and every buyer with tickets of it gets a mail in
 * their language with two choices: keep the tickets (nothing to do) or a personal link that cancels
 * and refunds the order's tickets of this date whatever the cancel deadline says.
 */
export async function moveDate(idJet: number, start: Date, user: { id: number; username: string }) {
  const offer = await offerByJet(idJet);
  if (offer.cancelledAt) throw new ApiError(409, `Date ${idJet} is cancelled; it cannot be moved.`, 'cancelled');
  const now = ticketingHooks().now();
  const byOrder = await ordersOfDate(db(), offer.id, now);
  const wanted = byOrder.size
    ? await db()
        .select()
        .from(orders)
        .where(inArray(orders.id, [...byOrder.keys()]))
    : [];
  const links = new Map(
    await Promise.all(
      wanted.map(
        async (o) =>
          [
            o.id,
            {
              refund: await movedRefundPath(o.code, isLocale(o.locale) ? o.locale : 'de', idJet, start),
              page: await orderPath(o.code, isLocale(o.locale) ? o.locale : 'de'),
            },
          ] as const,
      ),
    ),
  );
  const mails = await db().transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.update(ticketOffers).set({ dateStart: start, updatedAt: now }).where(eq(ticketOffers.id, offer.id));
    // The programme's date keeps its length: its end moves with its start (it stayed behind, so a date
    // moved to another day ended before it began).
    const [event] = await tx
      .select({ start: events.dateStart, end: events.dateEnd })
      .from(events)
      .where(eq(events.idJet, idJet));
    const end = event?.end ? new Date(event.end.getTime() + start.getTime() - event.start.getTime()) : null;
    await tx
      .update(events)
      .set({ dateStart: start, ...(end ? { dateEnd: end } : {}) })
      .where(eq(events.idJet, idJet));
    await recordAudit(
      tx,
      user,
      'update',
      'ticket_offers',
      offer.id,
      { date_start: offer.dateStart?.toISOString() ?? null },
      { date_start: start.toISOString() },
    );
    const ids: number[] = [];
    for (const o of wanted)
      ids.push(
        await queueCancelMail(tx, {
          kind: 'moved',
          order: o,
          tickets: byOrder.get(o.id) ?? [],
          refunds: [],
          event: {
            title: pick(offer.title, isLocale(o.locale) ? o.locale : 'de') ?? '',
            start: offer.dateStart,
            newStart: start,
          },
          refundPath: links.get(o.id)?.refund,
          orderPath: links.get(o.id)?.page,
        }),
      );
    return ids;
  });
  invalidateWrite('event-move');
  await sendQueued(mails.slice(0, INLINE_MAILS));
  return { id_jet: idJet, date_start: start.toISOString(), mails: mails.length };
}

/** The date's tickets of one order, for the moved date's refund page. */
async function movedDateTickets(code: string, idJet: number) {
  const [order] = await db().select().from(orders).where(eq(orders.code, code));
  const [offer] = await db().select().from(ticketOffers).where(eq(ticketOffers.idJet, idJet));
  if (!order || !offer) return null;
  const tickets = await db()
    .select({ number: ticketCodes.code })
    .from(ticketCodes)
    .innerJoin(r, eq(r.id, ticketCodes.reservationId))
    .where(and(eq(ticketCodes.orderId, order.id), eq(r.offerId, offer.id), isNull(ticketCodes.cancelledAt)));
  return { order, offer, tickets: tickets.map((t) => t.number) };
}

export async function verifyMovedToken(code: string, idJet: number, token: unknown) {
  const found = await movedDateTickets(code, idJet);
  if (!found || typeof token !== 'string') return null;
  const expected = Buffer.from(await movedToken(code, idJet, found.offer.dateStart));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? found : null;
}

/**
 * The buyer takes the refund the moved date's mail offers: the order's tickets of that date are
 * cancelled and refunded without fee, whatever the deadline (POST from the link's page).
 */
export async function refundMovedDate(code: string, idJet: number, token: unknown): Promise<CancellationResult> {
  const found = await verifyMovedToken(code, idJet, token);
  if (!found) throw new ApiError(403, 'This refund link is not valid (any more).', 'bad_token');
  if (!found.tickets.length) throw notFound('Tickets of this date');
  return cancelTickets({
    orderId: found.order.id,
    tickets: found.tickets,
    reason: 'date moved',
    actor: { id: null, username: 'buyer' },
    feePercent: 0,
    mail: { kind: 'tickets' },
  });
}
