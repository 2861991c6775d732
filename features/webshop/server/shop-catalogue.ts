import 'server-only';
import { cache } from 'react';
import { and, asc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { cached, TAGS } from '@/lib/cache';
import { db, schema } from '@/lib/db';
import { pick, type Locale } from '@/i18n/config';
import { FULL_PRICE_NAME } from '@/features/box-office/types';
import { offerAvailability } from './availability';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import { CartError, subscriptionDates, subscriptionProduct, targetKey } from '@/features/box-office/server';
import { getOfferForEvent } from '@/features/ticket-offers/server';

/**
 * What the webshop pages show: one event date with its offer and seats left, the start page's
 * upcoming sales and subscriptions. The programme's own tables (events, venues, series) are read
 * here directly rather than through features/events, which itself depends on the box office: the
 * feature graph stays one-way, and an adapter for an external ticket system would replace this file.
 */

const { events, venues, rooms, series, ticketOffers, ticketSeatGroups, ticketPrices } = schema;

/**
 * 'open': on sale now; 'notStarted': online sale starts later; 'ended': the sale window closed before
 * the date; 'passed': the date has begun; 'cancelled': the date is cancelled; 'none': no online sale.
 */
type SaleState =
  | { kind: 'open' }
  | { kind: 'notStarted'; sale_start: string }
  | { kind: 'ended' }
  | { kind: 'passed' }
  | { kind: 'cancelled' }
  | { kind: 'none' };

type ShopPrice = { sale_type_id: number; text: string; price: string; full: boolean };
type ShopTimeslot = { block_id: number; time_start: string; time_end: string; left: number };
export type ShopSeatGroup = {
  id: number;
  seat_group: string;
  text: string;
  /** The full price first, then the discounts (docs/requirements.md §2). */
  prices: ShopPrice[];
  /** Seats left of an untimed group; null for a timed group (see timeslots). */
  left: number | null;
  /** Timeslots on sale (status not '0', docs/requirements.md §5) with their seats left. */
  timeslots: ShopTimeslot[];
  sold_out: boolean;
};

export type ShopEvent = {
  id_jet: number;
  title: string;
  subtitle: string;
  date_start: string | null;
  date_end: string | null;
  venue: string | null;
  room: string | null;
  /** The programme's event page (id and slug), when the date is published there. */
  event: { id: number; slug: string } | null;
  sale: SaleState;
  /** Seat groups on sale (status not '0'); empty without an offer. */
  seat_groups: ShopSeatGroup[];
};

function saleState(
  offer: { saleStart: Date | null; saleEnd: Date | null; dateStart: Date | null } | undefined,
  event: { dateStart: Date; status: string } | undefined,
  now: Date,
): SaleState {
  if (event?.status === 'cancelled') return { kind: 'cancelled' };
  const start = offer?.dateStart ?? event?.dateStart ?? null;
  if (start && start <= now) return { kind: 'passed' };
  if (!offer) return { kind: 'none' };
  if (offer.saleStart && offer.saleStart > now)
    return { kind: 'notStarted', sale_start: offer.saleStart.toISOString() };
  if (offer.saleEnd && offer.saleEnd <= now) return { kind: 'ended' };
  return { kind: 'open' };
}

/**
 * The webshop page of one event date (id_jet), read fresh: seats left change with every sale.
 * Null when neither a published event nor an offer has this id_jet.
 */
async function readShopEvent(idJet: number, locale: Locale): Promise<ShopEvent | null> {
  const now = ticketingHooks().now();
  const [[eventRow], [offerRow]] = await Promise.all([
    db()
      .select({ event: events, venue: venues.name, room: rooms.name })
      .from(events)
      .leftJoin(venues, eq(venues.id, events.venueId))
      .leftJoin(rooms, eq(rooms.id, events.roomId))
      .where(and(eq(events.idJet, idJet), eq(events.isOnline, true))),
    db().select().from(ticketOffers).where(eq(ticketOffers.idJet, idJet)),
  ]);
  if (!eventRow && !offerRow) return null;
  const event = eventRow?.event;
  const [offer, availability] = offerRow
    ? await Promise.all([getOfferForEvent(idJet, locale), offerAvailability(offerRow.id, now)])
    : [null, null];

  const seatGroups: ShopSeatGroup[] = (offer?.seat_groups ?? [])
    .filter((g) => g.status !== '0')
    .map((group) => {
      const full = group.prices.filter((p) => p.name === FULL_PRICE_NAME);
      const prices = [...full, ...group.prices.filter((p) => p.name !== FULL_PRICE_NAME)].map((p) => ({
        sale_type_id: p.sale_type_id,
        text: p.text,
        price: p.price,
        full: p.name === FULL_PRICE_NAME,
      }));
      const timed = group.timeslots.length > 0;
      const timeslots = group.timeslots
        .filter((s) => s.status !== '0')
        .map((s) => ({
          block_id: s.block_id,
          time_start: s.time_start,
          time_end: s.time_end,
          left: availability?.get(targetKey({ seatGroupId: group.id, timeslotId: s.id }))?.left ?? 0,
        }));
      const left = timed
        ? null
        : (availability?.get(targetKey({ seatGroupId: group.id, timeslotId: null }))?.left ?? 0);
      return {
        id: group.id,
        seat_group: group.seat_group,
        text: group.text,
        prices,
        left,
        timeslots,
        sold_out: timed ? timeslots.every((s) => s.left <= 0) : (left ?? 0) <= 0,
      };
    });

  return {
    id_jet: idJet,
    title: (event ? pick(event.title, locale) : undefined) ?? pick(offerRow?.title, locale) ?? '',
    subtitle: (event ? pick(event.subtitle, locale) : undefined) ?? '',
    date_start: (offerRow?.dateStart ?? event?.dateStart)?.toISOString() ?? null,
    date_end: event?.dateEnd?.toISOString() ?? null,
    venue: pick(eventRow?.venue ?? undefined, locale) ?? null,
    room: pick(eventRow?.room ?? undefined, locale) ?? null,
    event: event ? { id: event.id, slug: pick(event.slug, locale) ?? '' } : null,
    sale: saleState(offerRow, event, now),
    seat_groups: seatGroups,
  };
}

/** Once per request: the page and its metadata read the same date. */
export const getShopEvent = cache(readShopEvent);

type UpcomingSale = {
  id_jet: number;
  title: string;
  date_start: string;
  venue: string | null;
  /** Lowest price above 0.00 on sale, for 'from 9 €'; null when every ticket is free. */
  from_price: string | null;
  sale_start: string | null;
};

type SubscriptionOnSale = {
  id: number;
  name: string;
  teaser: string;
  price: string;
  dates: number;
  first_date: string | null;
};

export type ShopStart = { dates: UpcomingSale[]; subscriptions: SubscriptionOnSale[] };

const START_DATES = 20;

async function readShopStart(locale: Locale): Promise<ShopStart> {
  const now = ticketingHooks().now();
  const database = db();
  const lowest = sql<
    string | null
  >`(select min(${ticketPrices.price})::text from ${ticketPrices} join ${ticketSeatGroups} sg on sg.id = ${ticketPrices.seatGroupId}
    where sg.offer_id = ${ticketOffers.id} and sg.status <> '0' and ${ticketPrices.price} > 0)`;
  const rows = await database
    .select({ offer: ticketOffers, eventTitle: events.title, venue: venues.name, lowest })
    .from(ticketOffers)
    .leftJoin(events, eq(events.idJet, ticketOffers.idJet))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(
      and(
        gt(ticketOffers.dateStart, now),
        or(isNull(ticketOffers.saleEnd), gt(ticketOffers.saleEnd, now)),
        or(isNull(events.id), and(eq(events.isOnline, true), ne(events.status, 'cancelled'))),
      ),
    )
    .orderBy(asc(ticketOffers.dateStart), asc(ticketOffers.idJet))
    .limit(START_DATES);
  const dates = rows.map(({ offer, eventTitle, venue, lowest: from }) => ({
    id_jet: offer.idJet,
    title: pick(eventTitle ?? undefined, locale) ?? pick(offer.title, locale) ?? '',
    date_start: offer.dateStart!.toISOString(),
    venue: pick(venue ?? undefined, locale) ?? null,
    from_price: from,
    sale_start: offer.saleStart && offer.saleStart > now ? offer.saleStart.toISOString() : null,
  }));

  const subscriptionRows = await database
    .select()
    .from(series)
    .where(eq(series.isSubscription, true))
    .orderBy(asc(series.position), asc(series.id));
  const subscriptions: SubscriptionOnSale[] = [];
  for (const row of subscriptionRows) {
    const product = await subscriptionProduct(database, row.id).catch(() => null);
    if (!product) continue;
    const included = await subscriptionDates(database, row.id, now);
    if (!included.length) continue;
    subscriptions.push({
      id: row.id,
      name: pick(row.name, locale) ?? '',
      teaser: pick(row.teaser, locale) ?? '',
      price: product.price,
      dates: included.length,
      first_date: included[0].dateStart.toISOString(),
    });
  }
  return { dates, subscriptions };
}

// The start page lists what is on sale, not how many seats are left: it may be a few minutes old.
const cachedShopStart = cached(readShopStart, ['shop-start'], {
  tags: [TAGS.ticketOffers, TAGS.events, TAGS.series, TAGS.venues],
  revalidate: 300,
});

export function getShopStart(locale: Locale) {
  return cachedShopStart(locale);
}

type ShopSubscriptionDate = {
  id_jet: number;
  title: string;
  date_start: string;
  seat_group_text: string;
  time_start: string | null;
  left: number;
};

export type ShopSubscription = {
  id: number;
  name: string;
  slug: string;
  teaser: string;
  description: string;
  price: string;
  dates: ShopSubscriptionDate[];
  /** Online sale of one of its dates starts later: the subscription is sold from then on. */
  sale_start: string | null;
  /** How many subscriptions the date with the fewest seats left still allows. */
  left: number;
};

/**
 * The webshop page of a series subscription, read fresh (seats left). Null for an unknown series or
 * one that is not sold as a subscription.
 */
async function readShopSubscription(seriesId: number, locale: Locale): Promise<ShopSubscription | null> {
  const now = ticketingHooks().now();
  const database = db();
  const product = await subscriptionProduct(database, seriesId).catch((error: unknown) => {
    if (error instanceof CartError) return null;
    throw error;
  });
  if (!product) return null;
  const included = await subscriptionDates(database, seriesId, now);
  const availability = new Map<number, Awaited<ReturnType<typeof offerAvailability>>>();
  for (const offerId of new Set(included.map((d) => d.offerId)))
    availability.set(offerId, await offerAvailability(offerId, now, database));
  const dates = included.map((d) => ({
    id_jet: d.idJet,
    title: pick(d.title, locale) ?? '',
    date_start: d.dateStart.toISOString(),
    seat_group_text: pick(d.seatGroupText, locale) ?? '',
    time_start: d.timeStart?.toISOString() ?? null,
    left: availability.get(d.offerId)?.get(targetKey(d.target))?.left ?? 0,
  }));
  const early = included.find((d) => d.saleStart && d.saleStart > now);
  return {
    id: product.row.id,
    name: pick(product.row.name, locale) ?? '',
    slug: pick(product.row.slug, locale) ?? '',
    teaser: pick(product.row.teaser, locale) ?? '',
    description: pick(product.row.description, locale) ?? '',
    price: product.price,
    dates,
    sale_start: early?.saleStart?.toISOString() ?? null,
    left: dates.length ? Math.min(...dates.map((d) => d.left)) : 0,
  };
}

/** Once per request: the page and its metadata read the same subscription. */
export const getShopSubscription = cache(readShopSubscription);

/** A series by id (name and slug), for the subscription page of a series not sold as a subscription. */
export async function getShopSeries(seriesId: number, locale: Locale) {
  const [row] = await db()
    .select({ id: series.id, name: series.name, slug: series.slug })
    .from(series)
    .where(eq(series.id, seriesId));
  return row ? { id: row.id, name: pick(row.name, locale) ?? '', slug: pick(row.slug, locale) ?? '' } : null;
}
