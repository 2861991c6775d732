import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import { db, schema } from '@/lib/db';
import { sendQueued } from '@/lib/mail-outbox';
import { consume } from '@/lib/rate-limit';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import { shopState } from '@/features/box-office/server';
import type { WaitingListJoin } from '../schemas';
import type { WaitingListJoined } from '../types';
import { IN_LINE, lockLine, placeInLine } from './line';
import { loadLinkKey } from './links';
import { queueJoinedMail } from './mails';
import { freeTargets } from './places';
import { titleIn, waitingListTexts } from './texts';

const { waitingList: w, ticketOffers, ticketSeatGroups } = schema;

/**
 * POST /api/shop-waitinglist/: puts an address on the waiting list of a sold-out date (or seat
 * group). Refuses with 409 while the date still has as many places as asked for (those can be
 * booked directly); the same address on the same date changes its number of tickets instead of
 * taking a second place. The confirmation mail, with a link to leave the list, is queued in the
 * same transaction and sent after it.
 */
export async function joinWaitingList(body: WaitingListJoin, addressKey: string | null): Promise<WaitingListJoined> {
  const locale = body.locale;
  const email = body.email.toLowerCase();
  const { t } = await waitingListTexts(locale);
  await consume(
    'waitingListJoin',
    [addressKey && `ip:${addressKey}`, `email:${email}`],
    t('errors.rateLimited'),
    'waiting_list_rate_limited',
  );
  const state = await shopState();
  if (body.quantity > state.rules.max_tickets_per_order)
    throw new ApiError(422, t('errors.tooMany', { max: state.rules.max_tickets_per_order }), 'waiting_list_too_many', {
      limit: state.rules.max_tickets_per_order,
    });
  const [offer] = await db().select().from(ticketOffers).where(eq(ticketOffers.idJet, body.event_jet_id));
  if (!offer) throw new ApiError(404, t('errors.unknownDate'), 'waiting_list_unknown_date');
  const now = ticketingHooks().now();
  const end = offer.saleEnd ?? offer.dateStart;
  if (offer.cancelledAt || (end && end <= now))
    throw new ApiError(409, t('errors.saleClosed'), 'waiting_list_sale_closed');
  let seatGroupId: number | null = null;
  if (body.seat_group) {
    const [group] = await db()
      .select({ id: ticketSeatGroups.id })
      .from(ticketSeatGroups)
      .where(and(eq(ticketSeatGroups.offerId, offer.id), eq(ticketSeatGroups.seatGroup, body.seat_group)));
    if (!group) throw new ApiError(404, t('errors.unknownGroup'), 'waiting_list_unknown_group');
    seatGroupId = group.id;
  }
  const targets = (await freeTargets(db(), offer.id, now)).filter(
    (target) => seatGroupId === null || target.seatGroupId === seatGroupId,
  );
  if (!targets.length) throw new ApiError(409, t('errors.saleClosed'), 'waiting_list_sale_closed');
  if (targets.some((target) => target.free >= body.quantity))
    throw new ApiError(409, t('errors.placesLeft'), 'waiting_list_places_left');

  const title = titleIn(offer.title, locale);
  await loadLinkKey();
  const { entry, updated, position, mailId } = await db().transaction(async (tx) => {
    await lockLine(tx, offer.id);
    const [existing] = await tx
      .select()
      .from(w)
      .where(and(eq(w.offerId, offer.id), eq(w.email, email), inArray(w.status, [...IN_LINE])))
      .orderBy(asc(w.position))
      .limit(1);
    let row = existing;
    if (existing?.status === 'waiting') {
      [row] = await tx
        .update(w)
        .set({ quantity: body.quantity, seatGroupId, locale, updatedAt: new Date() })
        .where(eq(w.id, existing.id))
        .returning();
    } else if (!existing) {
      const [last] = await tx
        .select({ max: sql<number | null>`max(${w.position})` })
        .from(w)
        .where(eq(w.offerId, offer.id));
      [row] = await tx
        .insert(w)
        .values({
          offerId: offer.id,
          seatGroupId,
          email,
          quantity: body.quantity,
          locale,
          position: Number(last?.max ?? 0) + 1,
        })
        .returning();
    }
    const place = row.status === 'waiting' ? await placeInLine(tx, offer.id, row.position, row.id) : 0;
    // An entry that already holds an offer is left as it is: its places wait in the cart of the mail sent.
    const mail =
      row.status === 'waiting'
        ? await queueJoinedMail(tx, {
            id: row.id,
            email,
            locale,
            title,
            dateStart: offer.dateStart,
            quantity: row.quantity,
            position: place,
          })
        : null;
    return { entry: row, updated: !!existing, position: place, mailId: mail };
  });
  if (mailId !== null) await sendQueued([mailId]);
  const message =
    entry.status === 'offered'
      ? t('offeredAlready')
      : updated
        ? t('updated', { position, quantity: entry.quantity })
        : t('joined', { position });
  return { id: entry.id, position, quantity: entry.quantity, status: entry.status, updated, message };
}
