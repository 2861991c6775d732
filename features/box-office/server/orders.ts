import 'server-only';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { isLocale, pick, type Locale } from '@/i18n/config';
import { centsToPrice, parsePriceToCents } from '../price';
import type { OrderView } from '../types';
import { signTicket } from './codes';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import { effectiveStatus } from './order-state';
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
} = schema;

/** An order with its tickets, texts in the buyer's language unless another is asked for. */
export async function getOrder(code: string, locale?: Locale): Promise<OrderView | null> {
  const database = db();
  const [order] = await database.select().from(ticketOrders).where(eq(ticketOrders.code, code));
  if (!order) return null;
  const now = ticketingHooks().now();
  const lang: Locale = locale ?? (isLocale(order.locale) ? order.locale : 'de');
  const [rows, items, bought, redeemed] = await Promise.all([
    database
      .select({
        ticket: ticketCodes,
        line: r,
        offer: ticketOffers,
        group: ticketSeatGroups,
        price: ticketPrices,
        slot: ticketTimeslots,
        item: ticketCartItems.title,
      })
      .from(ticketCodes)
      .innerJoin(r, eq(r.id, ticketCodes.reservationId))
      .innerJoin(ticketOffers, eq(ticketOffers.id, r.offerId))
      .innerJoin(ticketSeatGroups, eq(ticketSeatGroups.id, r.seatGroupId))
      .innerJoin(ticketPrices, eq(ticketPrices.id, r.priceId))
      .leftJoin(ticketTimeslots, eq(ticketTimeslots.id, r.timeslotId))
      .leftJoin(ticketCartItems, eq(ticketCartItems.id, r.itemId))
      .where(eq(ticketCodes.orderId, order.id))
      .orderBy(asc(ticketOffers.dateStart), asc(ticketCodes.id)),
    database
      .select()
      .from(ticketCartItems)
      .where(eq(ticketCartItems.orderId, order.id))
      .orderBy(asc(ticketCartItems.id)),
    vouchersOfOrder(database, order.id, now),
    redemptionsOfOrder(database, order.id, now),
  ]);
  const tickets = await Promise.all(
    rows.map(async ({ ticket, line, offer, group, price, slot, item }) => ({
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
      subscription: item ? (pick(item, lang) ?? '') : null,
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

export type EventDateSales = {
  id_jet: number;
  title: string;
  date_start: string | null;
  capacity: number;
  sold: number;
  reserved: number;
  orders: {
    code: string;
    buyer_name: string;
    email: string;
    tickets: number;
    total: string;
    status: string;
    created_at: string;
  }[];
};

/**
 * Staff overview: per event date the capacity, the tickets sold (in orders) and those reserved in
 * carts right now, plus its orders. Read-only.
 */
export async function salesOverview(locale: Locale): Promise<EventDateSales[]> {
  const now = ticketingHooks().now();
  const database = db();
  const offers = await database
    .select()
    .from(ticketOffers)
    .orderBy(asc(ticketOffers.dateStart), asc(ticketOffers.idJet));
  if (!offers.length) return [];
  const offerIds = offers.map((o) => o.id);
  const groups = await database.select().from(ticketSeatGroups).where(inArray(ticketSeatGroups.offerId, offerIds));
  const slots = groups.length
    ? await database
        .select()
        .from(ticketTimeslots)
        .where(
          inArray(
            ticketTimeslots.seatGroupId,
            groups.map((g) => g.id),
          ),
        )
    : [];
  const [soldRows, reservedRows, orderRows] = await Promise.all([
    database
      .select({ offerId: r.offerId, n: sql<number>`sum(${r.quantity})::int` })
      .from(r)
      .where(and(isNotNull(r.orderId), isNull(r.expiresAt)))
      .groupBy(r.offerId),
    database
      .select({ offerId: r.offerId, n: sql<number>`sum(${r.quantity})::int` })
      .from(r)
      // Holds in carts and orders not yet paid (both expire).
      .where(gt(r.expiresAt, now))
      .groupBy(r.offerId),
    database
      .select({
        offerId: r.offerId,
        code: ticketOrders.code,
        buyerName: ticketOrders.buyerName,
        email: ticketOrders.email,
        status: ticketOrders.status,
        createdAt: ticketOrders.createdAt,
        tickets: sql<number>`sum(${r.quantity})::int`,
        total: sql<string>`sum(${r.quantity} * ${r.unitPrice})::numeric(10,2)::text`,
      })
      .from(r)
      .innerJoin(ticketOrders, eq(ticketOrders.id, r.orderId))
      .groupBy(r.offerId, ticketOrders.id)
      .orderBy(desc(ticketOrders.createdAt)),
  ]);
  return offers.map((offer) => {
    const own = groups.filter((g) => g.offerId === offer.id);
    // A timed seat group's seats are its timeslots' seats; an untimed group has its own capacity.
    const capacity = own.reduce((sum, g) => {
      const timed = slots.filter((s) => s.seatGroupId === g.id);
      return sum + (timed.length ? timed.reduce((s, t) => s + t.capacity, 0) : g.capacity);
    }, 0);
    return {
      id_jet: offer.idJet,
      title: pick(offer.title, locale) ?? '',
      date_start: offer.dateStart?.toISOString() ?? null,
      capacity,
      sold: Number(soldRows.find((x) => x.offerId === offer.id)?.n ?? 0),
      reserved: Number(reservedRows.find((x) => x.offerId === offer.id)?.n ?? 0),
      orders: orderRows
        .filter((o) => o.offerId === offer.id)
        .map((o) => ({
          code: o.code,
          buyer_name: o.buyerName,
          email: o.email,
          tickets: Number(o.tickets),
          total: o.total,
          status: o.status,
          created_at: o.createdAt.toISOString(),
        })),
    };
  });
}
