import 'server-only';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { db, rowsOf, schema, type Db } from '@/lib/db';
import { sendQueued } from '@/lib/mail-outbox';
import type { PeriodicJob } from '@/lib/jobs/runner';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import { shopState } from '@/features/box-office/server';
import { readBillingSettings } from '@/features/settings/server';
import { releaseOfferedPlaces, tryLockLine } from './line';
import { queueOfferMail } from './mails';
import { newOfferToken, tokenHash } from './links';
import { freeTargets, type PlaceTarget } from './places';
import { entryLocale, titleIn } from './texts';

const { waitingList: w, ticketOffers, ticketPrices } = schema;

/**
 * Offers that ended: one whose cart became an order is 'used'; one not used by offer_expires_at is
 * 'expired' and its places go back (the next in line gets them in the same run). Rows another
 * instance is settling are skipped (FOR UPDATE SKIP LOCKED).
 */
async function settleOffers(now: Date) {
  await db().execute(sql`update waiting_list w set status = 'used', updated_at = ${now.toISOString()}::timestamptz
    where w.status = 'offered' and exists (select 1 from ticket_reservations r
      where r.cart_id = w.cart_id and r.offer_id = w.offer_id and r.order_id is not null)`);
  await db().transaction(async (tx) => {
    const due = await tx
      .select()
      .from(w)
      .where(and(eq(w.status, 'offered'), lte(w.offerExpiresAt, now)))
      .for('update', { skipLocked: true });
    for (const entry of due) {
      await releaseOfferedPlaces(tx, entry, now);
      await tx.update(w).set({ status: 'expired', updatedAt: now }).where(eq(w.id, entry.id));
    }
  });
}

/** The code of a database refusal (ticket_add_to_cart raises MV4xx; a lock wait that ran out is 55P03). */
function refusalCode(error: unknown): string | null {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (typeof e.code === 'string') return e.code;
  return null;
}

/**
 * Holds `quantity` places of one target in a new cart until `until`, through the shop's own add to
 * cart (the database function ticket_add_to_cart: the seat group's row lock, count and write in one
 * statement; on a seated group the best connected seats). Null when the places are gone meanwhile.
 */
async function holdPlaces(
  tx: Db,
  offerId: number,
  target: PlaceTarget,
  quantity: number,
  now: Date,
  until: Date,
  noSingleGap: boolean,
) {
  const [price] = await tx
    .select({ id: ticketPrices.id, price: ticketPrices.price })
    .from(ticketPrices)
    .where(eq(ticketPrices.seatGroupId, target.seatGroupId))
    // The full price first: the buyer may switch to a discount in the cart.
    .orderBy(desc(sql`${ticketPrices.name} = 'Vollpreis'`), asc(ticketPrices.position), asc(ticketPrices.id))
    .limit(1);
  if (!price) return null;
  try {
    return await tx.transaction(async (savepoint) => {
      const result = await savepoint.execute(sql`select a.cart_id from ticket_add_to_cart(
        null::text, ${newOfferToken()}::text, null::text, ${offerId}::integer, ${target.seatGroupId}::integer,
        ${target.timeslotId}::integer, ${now.toISOString()}::timestamptz, ${until.toISOString()}::timestamptz,
        ${`{${price.id}}`}::integer[], ${`{${quantity}}`}::integer[], ${`{${price.price}}`}::numeric[],
        ${quantity}::integer, ${quantity}::integer, ${`${Math.max(1, Math.round(ticketingHooks().lockTimeoutMs))}ms`}::text,
        0::integer, null::integer[], null::text, ${noSingleGap}::boolean) as a`);
      return Number(rowsOf<{ cart_id: number }>(result)[0].cart_id);
    });
  } catch (error) {
    const code = refusalCode(error);
    if (code?.startsWith('MV') || code === '55P03') return null;
    throw error;
  }
}

/**
 * One date: the entries waiting, in line order, each get an offer when a target has room for their
 * number of tickets (the first entry that fits; a larger one further up keeps its place for a later
 * run). Runs under the date's line lock; a date another instance is at is skipped this turn.
 * Returns the ids of the entries offered.
 */
async function offerDate(offerId: number, now: Date, holdHours: number, noSingleGap: boolean) {
  const mails: number[] = [];
  const offered: number[] = [];
  await db().transaction(async (tx) => {
    if (!(await tryLockLine(tx, offerId))) return;
    const [offer] = await tx.select().from(ticketOffers).where(eq(ticketOffers.id, offerId));
    const end = offer?.saleEnd ?? offer?.dateStart ?? null;
    if (!offer || offer.cancelledAt || (end && end <= now) || (offer.saleStart && offer.saleStart > now)) return;
    const targets = await freeTargets(tx, offerId, now);
    if (!targets.some((target) => target.free > 0)) return;
    const entries = await tx
      .select()
      .from(w)
      .where(and(eq(w.offerId, offerId), eq(w.status, 'waiting')))
      .orderBy(asc(w.position), asc(w.id));
    let until = new Date(now.getTime() + holdHours * 3600_000);
    if (end && end < until) until = end;
    for (const entry of entries) {
      const fitting = targets.filter(
        (target) =>
          (entry.seatGroupId === null || target.seatGroupId === entry.seatGroupId) && target.free >= entry.quantity,
      );
      for (const target of fitting) {
        const cartId = await holdPlaces(tx, offerId, target, entry.quantity, now, until, noSingleGap);
        if (cartId === null) continue;
        target.free -= entry.quantity;
        const token = newOfferToken();
        await tx
          .update(w)
          .set({
            status: 'offered',
            tokenHash: tokenHash(token),
            cartId,
            offeredAt: now,
            offerExpiresAt: until,
            updatedAt: now,
          })
          .where(eq(w.id, entry.id));
        const locale = entryLocale(entry.locale);
        mails.push(
          await queueOfferMail(tx, {
            id: entry.id,
            email: entry.email,
            locale,
            title: titleIn(offer.title, locale),
            dateStart: offer.dateStart,
            quantity: entry.quantity,
            token,
            until,
          }),
        );
        offered.push(entry.id);
        break;
      }
    }
  });
  if (mails.length) await sendQueued(mails);
  return offered;
}

/**
 * Settles ended offers, then offers the places that came back (holds and orders that expired,
 * cancellations, more capacity) to the next in line of every date with entries waiting, or of one
 * date. Safe on several instances at once: settling skips locked rows, offering locks per date.
 */
export async function offerWaitingPlaces(options: { offerIds?: number[] } = {}) {
  const now = ticketingHooks().now();
  await settleOffers(now);
  const dates = await db()
    .selectDistinct({ offerId: w.offerId })
    .from(w)
    .where(and(eq(w.status, 'waiting'), options.offerIds ? inArray(w.offerId, options.offerIds) : undefined));
  if (!dates.length) return [];
  const [billing, state] = await Promise.all([readBillingSettings(), shopState()]);
  const offered: number[] = [];
  for (const { offerId } of dates)
    offered.push(...(await offerDate(offerId, now, billing.waiting_list_hold_hours, state.rules.no_single_seat_gap)));
  return offered;
}

/** The background runner's turn (every 30 seconds): see offerWaitingPlaces. */
export function waitingListJob(): PeriodicJob {
  return { name: 'waiting-list-offers', intervalMs: 30_000, run: () => offerWaitingPlaces() };
}
