import 'server-only';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { db, schema } from '@/lib/db';
import { pick } from '@/i18n/config';
import { berlinWallTime } from '@/lib/berlin-time';
import { toCsv } from '@/lib/csv';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import { filterFlag } from '@/features/resources';
import { effectiveStatus } from '@/features/box-office';
import { persistExpiry } from '@/features/box-office/server';
import { orderFilter, orderListQuery } from './order-filters';
import { seatColumns } from './seat-columns';

const {
  ticketOrders: orders,
  ticketCodes,
  ticketReservations: r,
  ticketOffers,
  ticketPrices,
  ticketSeats,
  ticketTimeslots,
} = schema;

/** GET /api/orders/export/: the list's filters, and one row per ticket instead of one per order. */
export const orderExportQuery = orderListQuery.extend({ per_ticket: filterFlag('per_ticket') });

const ticketCount = sql<number>`coalesce((select sum(tr.quantity) from ticket_reservations tr where tr.order_id = ticket_orders.id), 0)::int`;

type TicketRow = {
  orderId: number;
  number: string;
  event: string;
  start: Date | null;
  priceCategory: string;
  price: string;
  section: string | null;
  row: string | null;
  seat: string | null;
  cancelledAt: Date | null;
  checkedInAt: Date | null;
};

/** The tickets of the given orders in date and ticket order: event, performance start, price, seat. */
async function ticketsOf(orderIds: number[]): Promise<TicketRow[]> {
  if (!orderIds.length) return [];
  const rows = await db()
    .select({
      orderId: ticketCodes.orderId,
      number: ticketCodes.code,
      title: ticketOffers.title,
      dateStart: ticketOffers.dateStart,
      slotStart: ticketTimeslots.timeStart,
      priceName: ticketPrices.name,
      priceText: ticketPrices.text,
      price: r.unitPrice,
      section: ticketSeats.section,
      row: ticketSeats.row,
      seat: ticketSeats.number,
      rowIndex: ticketSeats.rowIndex,
      cancelledAt: ticketCodes.cancelledAt,
      checkedInAt: ticketCodes.checkedInAt,
    })
    .from(ticketCodes)
    .innerJoin(r, eq(r.id, ticketCodes.reservationId))
    .innerJoin(ticketOffers, eq(ticketOffers.id, r.offerId))
    .innerJoin(ticketPrices, eq(ticketPrices.id, r.priceId))
    .leftJoin(ticketTimeslots, eq(ticketTimeslots.id, r.timeslotId))
    .leftJoin(ticketSeats, eq(ticketSeats.id, ticketCodes.seatId))
    .where(inArray(ticketCodes.orderId, orderIds))
    .orderBy(
      asc(ticketCodes.orderId),
      asc(ticketOffers.dateStart),
      asc(ticketSeats.rowIndex),
      asc(ticketSeats.col),
      asc(ticketCodes.id),
    );
  return rows.map((t) => ({
    orderId: t.orderId,
    number: t.number,
    event: pick(t.title, 'de') ?? '',
    // A timed ticket starts with its timeslot; any other with its date.
    start: t.slotStart ?? t.dateStart,
    priceCategory: pick(t.priceText, 'de') ?? t.priceName,
    price: t.price,
    section: t.section,
    row: t.row,
    seat: t.seat,
    cancelledAt: t.cancelledAt,
    checkedInAt: t.checkedInAt,
  }));
}

const unique = (values: string[]) => [...new Set(values.filter(Boolean))].join(' | ');

const ORDER_FIELDS = ['code', 'status', 'buyer_name', 'email', 'tickets', 'total', 'payment_provider', 'created_at'];
const TICKET_FIELDS = [
  'code',
  'status',
  'buyer_name',
  'email',
  'payment_provider',
  'created_at',
  'event',
  'date',
  'ticket',
  'price_category',
  'price',
  'block',
  'row',
  'seat',
  'ticket_status',
];

/**
 * All orders matching the filters as CSV (semicolon-separated, UTF-8 with BOM for spreadsheet
 * programs). One row per order: the events, performance starts (Berlin) and ticket numbers it
 * holds, then block, row and seat of its seated tickets (seatColumns). With `per_ticket`, one row per
 * ticket: its event, start, number, price category and price, seat, and status (cancelled, checked_in,
 * or the order's status).
 */
export async function ordersCsv(q: z.infer<typeof orderExportQuery>) {
  const filter = orderFilter(q);
  const now = ticketingHooks().now();
  await persistExpiry(db(), now);
  const rows = await db()
    .select({ order: orders, tickets: ticketCount })
    .from(orders)
    .where(filter)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(50_000);
  const tickets = await ticketsOf(rows.map((row) => row.order.id));
  const byOrder = new Map<number, TicketRow[]>();
  for (const ticket of tickets) byOrder.set(ticket.orderId, [...(byOrder.get(ticket.orderId) ?? []), ticket]);
  const head = (order: typeof orders.$inferSelect) => ({
    code: order.code,
    status: effectiveStatus(order, now),
    buyer_name: order.buyerName,
    email: order.email,
    payment_provider: order.paymentProvider,
    created_at: order.createdAt.toISOString(),
  });
  if (q.per_ticket) {
    const lines = rows.flatMap(({ order }) => {
      const h = head(order);
      return (byOrder.get(order.id) ?? []).map((t) => [
        h.code,
        h.status,
        h.buyer_name,
        h.email,
        h.payment_provider,
        h.created_at,
        t.event,
        berlinWallTime(t.start),
        t.number,
        t.priceCategory,
        t.price,
        t.section ?? '',
        t.row ?? '',
        t.seat ?? '',
        t.cancelledAt ? 'cancelled' : t.checkedInAt ? 'checked_in' : h.status,
      ]);
    });
    return toCsv([TICKET_FIELDS, ...lines], { delimiter: ';' });
  }
  const lines = rows.map(({ order, tickets: count }) => {
    const h = { ...head(order), tickets: Number(count), total: order.total };
    const own = byOrder.get(order.id) ?? [];
    const seated = own.filter((t) => t.seat !== null) as (TicketRow & { section: string; row: string; seat: string })[];
    return [
      ...ORDER_FIELDS.map((f) => h[f as keyof typeof h]),
      unique(own.map((t) => t.event)),
      unique(own.map((t) => berlinWallTime(t.start))),
      own.map((t) => t.number).join(' | '),
      ...seatColumns(seated.map((t) => ({ section: t.section, row: t.row, number: t.seat }))),
    ];
  });
  return toCsv([[...ORDER_FIELDS, 'event', 'date', 'ticket_codes', 'block', 'row', 'seat'], ...lines], {
    delimiter: ';',
  });
}
