import 'server-only';
import { and, asc, eq, gt, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { db, schema, type Db } from '@/lib/db';
import type { LocalizedText } from '@/lib/db/schema/common';
import type { BoxOfficeRules } from '@/features/settings/server';
import { CART_ERROR } from '../cart-errors';
import { centsToPrice, parsePriceToCents } from '../price';
import type { SubscriptionRequest } from '../schemas';
import { FULL_PRICE_NAME } from '../types';
import { cartForToken, expiryFrom, heldQuantity, newCart } from './cart';
import { assignBestSeats, seatedGroups } from './seats';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import {
  CartError,
  heldSeats,
  inventoryTransaction,
  lockTarget,
  sortTargets,
  targetKey,
  type CapacityTarget,
} from './inventory';
import {
  assertHoldCap,
  assertOrderCap,
  cartSeatsForOffer,
  clientHolds,
  lockClient,
  shopState,
  type ShopClient,
} from './limits';

const {
  series,
  events,
  ticketOffers,
  ticketSeatGroups,
  ticketTimeslots,
  ticketPrices,
  ticketCartItems,
  ticketReservations: r,
} = schema;

/** One date a subscription holds a seat on: the first seat group on sale with a full price. */
export type SubscriptionDate = {
  offerId: number;
  idJet: number;
  title: LocalizedText;
  dateStart: Date;
  saleStart: Date | null;
  target: CapacityTarget;
  priceId: number;
  seatGroupText: LocalizedText;
  timeStart: Date | null;
};

/**
 * The dates a subscription of this series covers at `now`: its published, not cancelled dates that
 * are still ahead and have an offer whose sale has not ended, each with the seat it would take (the
 * first seat group on sale that has a 'Vollpreis' price; for a timed group its first timeslot on
 * sale). Dates without such a seat are not part of the subscription. The page and the sale use this
 * one rule, so what is shown is what is sold.
 */
export async function subscriptionDates(database: Db, seriesId: number, now: Date): Promise<SubscriptionDate[]> {
  const rows = await database
    .select({ offer: ticketOffers, title: events.title, eventStart: events.dateStart })
    .from(events)
    .innerJoin(ticketOffers, eq(ticketOffers.idJet, events.idJet))
    .where(
      and(
        eq(events.seriesId, seriesId),
        isNotNull(events.idJet),
        eq(events.isOnline, true),
        ne(events.status, 'cancelled'),
        gt(events.dateStart, now),
      ),
    )
    .orderBy(asc(events.dateStart), asc(events.id));
  const offers = rows.filter(({ offer, eventStart }) => {
    const start = offer.dateStart ?? eventStart;
    return start > now && !(offer.saleEnd && offer.saleEnd <= now);
  });
  if (!offers.length) return [];
  const groups = await database
    .select()
    .from(ticketSeatGroups)
    .where(
      inArray(
        ticketSeatGroups.offerId,
        offers.map((o) => o.offer.id),
      ),
    )
    .orderBy(asc(ticketSeatGroups.position), asc(ticketSeatGroups.id));
  const groupIds = groups.map((g) => g.id);
  const [prices, slots] = groupIds.length
    ? await Promise.all([
        database
          .select()
          .from(ticketPrices)
          .where(and(inArray(ticketPrices.seatGroupId, groupIds), eq(ticketPrices.name, FULL_PRICE_NAME))),
        database
          .select()
          .from(ticketTimeslots)
          .where(inArray(ticketTimeslots.seatGroupId, groupIds))
          .orderBy(asc(ticketTimeslots.timeStart), asc(ticketTimeslots.id)),
      ])
    : [[], []];

  const out: SubscriptionDate[] = [];
  for (const { offer, title, eventStart } of offers) {
    for (const group of groups.filter((g) => g.offerId === offer.id && g.status !== '0')) {
      const price = prices.find((p) => p.seatGroupId === group.id);
      if (!price) continue;
      const own = slots.filter((s) => s.seatGroupId === group.id);
      const slot = own.find((s) => s.status !== '0');
      if (own.length && !slot) continue;
      out.push({
        offerId: offer.id,
        idJet: offer.idJet,
        title,
        dateStart: offer.dateStart ?? eventStart,
        saleStart: offer.saleStart,
        target: { seatGroupId: group.id, timeslotId: slot?.id ?? null },
        priceId: price.id,
        seatGroupText: group.text,
        timeStart: slot?.timeStart ?? null,
      });
      break;
    }
  }
  return out;
}

const unavailable = (message: string) => new CartError(409, message, CART_ERROR.subscriptionUnavailable);

/** The series and its package price, or the reason it cannot be sold. */
export async function subscriptionProduct(database: Db, seriesId: number) {
  const [row] = await database.select().from(series).where(eq(series.id, seriesId));
  if (!row) throw new CartError(404, `There is no series ${seriesId}.`, CART_ERROR.subscriptionUnavailable);
  let price: string | null = null;
  try {
    price = row.subscriptionPrice ? centsToPrice(parsePriceToCents(row.subscriptionPrice)) : null;
  } catch {
    price = null;
  }
  if (!row.isSubscription || !price || parsePriceToCents(price) <= 0)
    throw unavailable('This series is not sold as a subscription.');
  return { row, price };
}

/**
 * Puts a series subscription in the cart: one seat on each remaining date (see subscriptionDates),
 * `quantity` times, held together for 15 minutes like single tickets and all or nothing. Every
 * date's seats are locked in the global order and counted before anything is written; the caps
 * count a subscription's seats per date (tickets per order) and in total (seats one client holds).
 */
export async function addSubscription(client: ShopClient, request: SubscriptionRequest, rules?: BoxOfficeRules) {
  const limits = rules ?? (await shopState()).rules;
  const { row, price } = await subscriptionProduct(db(), request.series_id);
  const dates = await subscriptionDates(db(), row.id, ticketingHooks().now());
  if (!dates.length) throw unavailable('This subscription has no dates left on sale.');
  const early = dates.find((d) => d.saleStart && d.saleStart > ticketingHooks().now());
  if (early?.saleStart) {
    throw new CartError(
      409,
      `Online sale for this subscription starts on ${early.saleStart.toISOString()}.`,
      CART_ERROR.saleNotStarted,
      { sale_start: early.saleStart.toISOString() },
    );
  }
  assertOrderCap(0, request.quantity, limits);
  const existingCart = await cartForToken(client.token);

  return inventoryTransaction(db(), async (tx, locking) => {
    const now = ticketingHooks().now();
    if (locking) await lockClient(tx, existingCart?.id ?? null, client.addressKey);
    if (existingCart) {
      for (const date of dates)
        assertOrderCap(await cartSeatsForOffer(tx, existingCart.id, date.offerId, now), request.quantity, limits);
    }
    assertHoldCap(
      await clientHolds(tx, existingCart?.id ?? null, client.addressKey, now),
      request.quantity * dates.length,
      limits,
      now,
    );
    for (const target of sortTargets(dates.map((d) => d.target))) {
      const capacity = await lockTarget(tx, target, locking);
      const needed = dates.filter((d) => targetKey(d.target) === targetKey(target)).length * request.quantity;
      if (capacity - (await heldSeats(tx, target, now)) < needed) {
        const date = dates.find((d) => targetKey(d.target) === targetKey(target));
        throw new CartError(409, 'Not enough (connected) seats found.', CART_ERROR.notEnoughSeats, {
          id_jet: date?.idJet,
        });
      }
    }
    // The cart is made only once every seat is granted: a refused subscription leaves nothing behind.
    const cart = existingCart ?? (await newCart(tx, client.addressKey));
    const expiresAt = expiryFrom(now);
    const [item] = await tx
      .insert(ticketCartItems)
      .values({
        cartId: cart.id,
        kind: 'subscription',
        seriesId: row.id,
        title: row.name,
        quantity: request.quantity,
        unitPrice: price,
      })
      .returning({ id: ticketCartItems.id });
    // The item carries the price; its seats are the dates' tickets at 0.00.
    const lines = await tx
      .insert(r)
      .values(
        dates.map((d) => ({
          cartId: cart.id,
          offerId: d.offerId,
          seatGroupId: d.target.seatGroupId,
          timeslotId: d.target.timeslotId,
          priceId: d.priceId,
          quantity: request.quantity,
          unitPrice: '0.00',
          expiresAt,
          itemId: item.id,
        })),
      )
      .returning({ id: r.id, seatGroupId: r.seatGroupId, quantity: r.quantity, offerId: r.offerId });
    // On a seated date the subscription gets the best connected seats (the seat group is locked above).
    const seated = await seatedGroups(
      tx,
      lines.map((l) => l.seatGroupId),
    );
    for (const line of lines.filter((l) => seated.has(l.seatGroupId)))
      if (!(await assignBestSeats(tx, line.id, line.seatGroupId, line.quantity, now)))
        throw new CartError(409, 'Not enough (connected) seats found.', CART_ERROR.notEnoughSeats, {
          id_jet: dates.find((d) => d.offerId === line.offerId)?.idJet,
        });
    // The whole cart is held for another 15 minutes from the latest change, as addToCart does.
    await tx
      .update(r)
      .set({ expiresAt })
      .where(and(eq(r.cartId, cart.id), isNull(r.orderId), gt(r.expiresAt, now)));
    return { cart, itemId: item.id, ticketsQuantity: await heldQuantity(tx, cart.id, now), dates: dates.length };
  });
}
