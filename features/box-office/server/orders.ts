import 'server-only';
import { cache } from 'react';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { db, preparedPerDb, schema } from '@/lib/db';
import { isLocale, pick, type Locale } from '@/i18n/config';
import { centsToPrice, parsePriceToCents } from '../price';
import type { OrderView } from '../types';
import { signTicket } from './codes';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import { effectiveStatus } from '../order-status';
import { redemptionsOfOrder, vouchersOfOrder } from './vouchers';

const {
  ticketOrders,
  ticketCodes,
  ticketReservations: r,
  ticketOffers,
  ticketSeatGroups,
  ticketPrices,
  ticketTimeslots,
  ticketCartItems,
  ticketSeats,
  events,
  venues,
} = schema;

/**
 * An order with its tickets, texts in the buyer's language unless another is asked for. A page (server
 * component) passes `{ perRender: true }`: its parts (the order, the visitor's cancel section) then share
 * one read per render instead of repeating the same statements. The view is shared: callers copy before
 * they change it. Route handlers, actions and jobs read afresh.
 */
export async function getOrder(
  code: string,
  locale?: Locale,
  options: { perRender?: boolean } = {},
): Promise<OrderView | null> {
  return (options.perRender ? readOrderOnce : readOrder)(code, locale);
}

/**
 * The same read memoised for one server render (React's cache: per request, and nothing in a render
 * changes the order). Outside a render React calls through, so it reads afresh.
 */
const readOrderOnce = cache((code: string, locale?: Locale) => readOrder(code, locale));

/**
 * The order page and every order mail read the order and its tickets: both statements are prepared
 * once per database handle (drizzle builds the wide ticket join once; PostgreSQL plans it once per
 * connection), which showed as a tenth of the server's CPU in an on-sale rush.
 */
const orderByCode = preparedPerDb((database) =>
  database
    .select({
      ...getTableColumns(ticketOrders),
      // Most orders are tickets alone: the reads of cart items, vouchers and redemptions are made only
      // for an order that has them (each read is a round trip on every order page and mail).
      // Spelled out: in a one-table select drizzle writes column references without their table,
      // and "order_id = id" would compare within the subquery's own table.
      hasItems: sql<boolean>`exists (select 1 from ticket_cart_items i where i.order_id = ticket_orders.id)`,
      hasVouchers: sql<boolean>`exists (select 1 from vouchers v where v.order_id = ticket_orders.id)`,
      hasRedemptions: sql<boolean>`exists (select 1 from voucher_redemptions v where v.order_id = ticket_orders.id)`,
    })
    .from(ticketOrders)
    .where(eq(ticketOrders.code, sql.placeholder('code')))
    .prepare('ticket_order_by_code'),
);

const ticketsOfOrder = preparedPerDb((database) =>
  database
    .select({
      ticket: ticketCodes,
      line: r,
      offer: ticketOffers,
      group: ticketSeatGroups,
      price: ticketPrices,
      slot: ticketTimeslots,
      item: ticketCartItems.title,
      // The seat of a ticket on a seated date, in the same query (null for general admission).
      seat: {
        id: ticketSeats.id,
        section: ticketSeats.section,
        row: ticketSeats.row,
        number: ticketSeats.number,
      },
      // Where the date takes place (the ticket PDF prints it); null when the date names no venue.
      venue: { id: venues.id, name: venues.name, street: venues.street, zip: venues.zip, city: venues.city },
    })
    .from(ticketCodes)
    .innerJoin(r, eq(r.id, ticketCodes.reservationId))
    .innerJoin(ticketOffers, eq(ticketOffers.id, r.offerId))
    .innerJoin(ticketSeatGroups, eq(ticketSeatGroups.id, r.seatGroupId))
    .innerJoin(ticketPrices, eq(ticketPrices.id, r.priceId))
    .leftJoin(ticketTimeslots, eq(ticketTimeslots.id, r.timeslotId))
    .leftJoin(ticketCartItems, eq(ticketCartItems.id, r.itemId))
    .leftJoin(ticketSeats, eq(ticketSeats.id, ticketCodes.seatId))
    .leftJoin(events, eq(events.idJet, ticketOffers.idJet))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(eq(ticketCodes.orderId, sql.placeholder('orderId')))
    .orderBy(asc(ticketOffers.dateStart), asc(ticketCodes.id))
    .prepare('ticket_codes_of_order'),
);

async function readOrder(code: string, locale?: Locale): Promise<OrderView | null> {
  const database = db();
  const [order] = await orderByCode(database).execute({ code });
  if (!order) return null;
  const now = ticketingHooks().now();
  const lang: Locale = locale ?? (isLocale(order.locale) ? order.locale : 'de');
  const [rows, items, bought, redeemed] = await Promise.all([
    ticketsOfOrder(database).execute({ orderId: order.id }),
    order.hasItems
      ? database
          .select()
          .from(ticketCartItems)
          .where(eq(ticketCartItems.orderId, order.id))
          .orderBy(asc(ticketCartItems.id))
      : [],
    order.hasVouchers ? vouchersOfOrder(database, order.id, now) : [],
    order.hasRedemptions ? redemptionsOfOrder(database, order.id, now) : [],
  ]);
  const tickets = await Promise.all(
    rows.map(async ({ ticket, line, offer, group, price, slot, item, seat, venue }) => ({
      code: await signTicket(ticket.code),
      number: ticket.code,
      id_jet: offer.idJet,
      event_title: pick(offer.title, lang) ?? '',
      date_start: offer.dateStart?.toISOString() ?? null,
      seat_group_text: pick(group.text, lang) ?? '',
      price_text: item ? (pick(item, lang) ?? '') : (pick(price.text, lang) ?? price.name),
      unit_price: line.unitPrice,
      time_start: slot?.timeStart.toISOString() ?? null,
      time_end: slot?.timeEnd.toISOString() ?? null,
      checked_in_at: ticket.checkedInAt?.toISOString() ?? null,
      cancelled_at: ticket.cancelledAt?.toISOString() ?? null,
      subscription: item ? (pick(item, lang) ?? '') : null,
      seat: seat?.id != null ? seat : null,
      venue:
        venue?.id != null
          ? {
              name: pick(venue.name, lang) ?? '',
              address: [venue.street, [venue.zip, venue.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
            }
          : null,
    })),
  );
  return {
    code: order.code,
    status: effectiveStatus(order, now),
    buyer_name: order.buyerName,
    email: order.email,
    locale: order.locale,
    total: order.total,
    voucher_amount: order.voucherAmount,
    amount_due: centsToPrice(parsePriceToCents(order.total) - parsePriceToCents(order.voucherAmount)),
    payment_method: order.paymentProvider as OrderView['payment_method'],
    payment_due_at: order.paymentDueAt?.toISOString() ?? null,
    confirmed: order.confirmedAt !== null || order.status === 'paid' || order.paymentProvider === 'box-office',
    created_at: order.createdAt.toISOString(),
    tickets,
    items: items.map((i) => ({
      kind: i.kind,
      title: pick(i.title, lang) ?? '',
      quantity: i.quantity,
      unit_price: i.unitPrice,
    })),
    vouchers: bought.map(({ id: _, ...v }) => v),
    redemptions: redeemed,
  };
}
