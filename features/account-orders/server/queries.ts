import 'server-only';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { pick, type Locale } from '@/i18n/config';
import { centsToPrice, orderCodeParams, parsePriceToCents } from '@/features/box-office';
import type { CartView, OrderStatus } from '@/features/box-office/types';
import { effectiveStatus } from '@/features/box-office';
import { findVoucher, signTicket, verifiedAccountEmail } from '@/features/box-office/server';
import type { BuyerOrder } from '@/features/webshop';
import { orderView } from '@/features/webshop/server';
import { ticketingHooks } from '@/lib/ticketing-hooks';

/**
 * What the box office knows about a visitor account: the orders filed under it (ticket_orders.account_id).
 * Accounts themselves belong to features/accounts; the box office only reads the account's e-mail and
 * whether it is verified (visitor_accounts, through lib/db), never that feature's code.
 */
const {
  ticketOrders: orders,
  ticketCodes,
  ticketReservations: r,
  ticketOffers,
  ticketSeatGroups,
  ticketCartItems,
  ticketSeats,
  vouchers,
} = schema;

export type AccountOrderSummary = {
  code: string;
  created_at: string;
  status: OrderStatus;
  total: string;
  amount_due: string;
  /** Tickets of the order (subscription seats included). */
  tickets: number;
  /** The dates the tickets are for, earliest first, with the tickets' seats on seated dates (plan order). */
  events: {
    title: string;
    date_start: string | null;
    tickets: number;
    seats: { section: string; row: string; number: string }[];
  }[];
  /** Subscriptions and vouchers bought. */
  items: { kind: 'subscription' | 'voucher'; title: string; quantity: number }[];
};

/** The account's orders, newest first, one page at a time. */
export async function listAccountOrders(
  accountId: number,
  locale: Locale,
  page = 1,
  pageSize = 20,
): Promise<{ count: number; results: AccountOrderSummary[] }> {
  const database = db();
  const now = ticketingHooks().now();
  const [[{ n }], rows] = await Promise.all([
    database.select({ n: count() }).from(orders).where(eq(orders.accountId, accountId)),
    database
      .select()
      .from(orders)
      .where(eq(orders.accountId, accountId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  if (!rows.length) return { count: Number(n), results: [] };
  const ids = rows.map((o) => o.id);
  const [dates, items] = await Promise.all([
    database
      .select({
        orderId: ticketCodes.orderId,
        title: ticketOffers.title,
        dateStart: ticketOffers.dateStart,
        tickets: sql<number>`count(*)::int`,
        seats: sql<
          AccountOrderSummary['events'][number]['seats'] | null
        >`json_agg(json_build_object('section', ${ticketSeats.section}, 'row', ${ticketSeats.row}, 'number', ${ticketSeats.number}) order by ${ticketSeats.rowIndex}, ${ticketSeats.col}) filter (where ${ticketSeats.id} is not null)`,
      })
      .from(ticketCodes)
      .innerJoin(r, eq(r.id, ticketCodes.reservationId))
      .innerJoin(ticketOffers, eq(ticketOffers.id, r.offerId))
      .leftJoin(ticketSeats, eq(ticketSeats.id, ticketCodes.seatId))
      .where(inArray(ticketCodes.orderId, ids))
      .groupBy(ticketCodes.orderId, ticketOffers.id)
      .orderBy(asc(ticketOffers.dateStart), asc(ticketOffers.id)),
    database
      .select({
        orderId: ticketCartItems.orderId,
        kind: ticketCartItems.kind,
        title: ticketCartItems.title,
        quantity: ticketCartItems.quantity,
      })
      .from(ticketCartItems)
      .where(inArray(ticketCartItems.orderId, ids))
      .orderBy(asc(ticketCartItems.id)),
  ]);
  const results = rows.map((order) => {
    const own = dates.filter((d) => d.orderId === order.id);
    return {
      code: order.code,
      created_at: order.createdAt.toISOString(),
      status: effectiveStatus(order, now),
      total: order.total,
      amount_due: centsToPrice(parsePriceToCents(order.total) - parsePriceToCents(order.voucherAmount)),
      tickets: own.reduce((s, d) => s + Number(d.tickets), 0),
      events: own.map((d) => ({
        title: pick(d.title, locale) ?? '',
        date_start: d.dateStart?.toISOString() ?? null,
        tickets: Number(d.tickets),
        seats: d.seats ?? [],
      })),
      items: items
        .filter((i) => i.orderId === order.id)
        .map((i) => ({ kind: i.kind, title: pick(i.title, locale) ?? '', quantity: i.quantity })),
    };
  });
  return { count: Number(n), results };
}

/**
 * One of the account's orders as its order page shows it. An unknown or malformed code and another
 * account's order are the same null (the page and the API answer 404 alike).
 */
export async function accountOrder(accountId: number, code: string, locale: Locale): Promise<BuyerOrder | null> {
  if (!orderCodeParams.safeParse({ code }).success) return null;
  const [own] = await db()
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.code, code), eq(orders.accountId, accountId)));
  return own ? orderView(code, locale) : null;
}

/** Where a bought voucher stands: codes are handed out once its order is paid (as on the order page and in the mail). */
type AccountVoucherState = 'usable' | 'used_up' | 'expired' | 'awaiting_payment' | 'void';

export type AccountVoucher = {
  /** Null until the order is paid. */
  code: string | null;
  order_code: string;
  value: string;
  balance: string;
  valid_until: string;
  state: AccountVoucherState;
};

/** Vouchers bought in the account's orders, and the credit: the sum of what is left on the usable ones. */
export async function accountVouchers(accountId: number): Promise<{ credit: string; vouchers: AccountVoucher[] }> {
  const database = db();
  const now = ticketingHooks().now();
  const rows = await database
    .select({ code: vouchers.code, order: orders })
    .from(vouchers)
    .innerJoin(orders, eq(orders.id, vouchers.orderId))
    .where(eq(orders.accountId, accountId))
    .orderBy(desc(orders.createdAt), asc(vouchers.id));
  const list = await Promise.all(
    rows.map(async ({ code, order }): Promise<AccountVoucher | null> => {
      const voucher = await findVoucher(database, code, now);
      if (!voucher) return null;
      const status = effectiveStatus(order, now);
      const state: AccountVoucherState =
        status === 'cancelled' || status === 'expired'
          ? 'void'
          : status !== 'paid'
            ? 'awaiting_payment'
            : voucher.usable
              ? 'usable'
              : new Date(voucher.valid_until) <= now
                ? 'expired'
                : 'used_up';
      return {
        code: status === 'paid' ? voucher.code : null,
        order_code: order.code,
        value: voucher.value,
        balance: voucher.balance,
        valid_until: voucher.valid_until,
        state,
      };
    }),
  );
  const found = list.filter((v): v is AccountVoucher => v !== null);
  const credit = found.filter((v) => v.state === 'usable').reduce((s, v) => s + parsePriceToCents(v.balance), 0);
  return { credit: centsToPrice(credit), vouchers: found };
}

export type AccountSubscription = {
  order_code: string;
  status: OrderStatus;
  title: string;
  quantity: number;
  unit_price: string;
  /** Tickets exist once the order is confirmed (reserved or paid). */
  tickets_issued: boolean;
  dates: {
    event_title: string;
    date_start: string | null;
    seat_group_text: string;
    tickets: { number: string; code: string }[];
  }[];
};

/** Series subscriptions bought in the account's orders, newest first, with their dates and ticket codes. */
export async function accountSubscriptions(accountId: number, locale: Locale): Promise<AccountSubscription[]> {
  const database = db();
  const now = ticketingHooks().now();
  const items = await database
    .select({ item: ticketCartItems, order: orders })
    .from(ticketCartItems)
    .innerJoin(orders, eq(orders.id, ticketCartItems.orderId))
    .where(and(eq(orders.accountId, accountId), eq(ticketCartItems.kind, 'subscription')))
    .orderBy(desc(orders.createdAt), asc(ticketCartItems.id));
  if (!items.length) return [];
  const seats = await database
    .select({
      itemId: r.itemId,
      reservationId: r.id,
      title: ticketOffers.title,
      dateStart: ticketOffers.dateStart,
      group: ticketSeatGroups.text,
      number: ticketCodes.code,
    })
    .from(r)
    .innerJoin(ticketOffers, eq(ticketOffers.id, r.offerId))
    .innerJoin(ticketSeatGroups, eq(ticketSeatGroups.id, r.seatGroupId))
    .leftJoin(ticketCodes, eq(ticketCodes.reservationId, r.id))
    .where(
      inArray(
        r.itemId,
        items.map((i) => i.item.id),
      ),
    )
    .orderBy(asc(ticketOffers.dateStart), asc(r.id), asc(ticketCodes.id));
  return Promise.all(
    items.map(async ({ item, order }) => {
      const status = effectiveStatus(order, now);
      const issued = status === 'reserved' || status === 'paid';
      const dates = new Map<number, AccountSubscription['dates'][number]>();
      for (const seat of seats.filter((s) => s.itemId === item.id)) {
        const date = dates.get(seat.reservationId) ?? {
          event_title: pick(seat.title, locale) ?? '',
          date_start: seat.dateStart?.toISOString() ?? null,
          seat_group_text: pick(seat.group, locale) ?? '',
          tickets: [],
        };
        if (issued && seat.number) date.tickets.push({ number: seat.number, code: await signTicket(seat.number) });
        dates.set(seat.reservationId, date);
      }
      return {
        order_code: order.code,
        status,
        title: pick(item.title, locale) ?? '',
        quantity: item.quantity,
        unit_price: item.unitPrice,
        tickets_issued: issued,
        dates: [...dates.values()],
      };
    }),
  );
}

/** The visitor's current reservations: what the cart still holds (live lines and subscriptions), and until when. */
export function liveReservations(cart: CartView) {
  const lines = cart.lines.filter((l) => !l.expired);
  const items = cart.items.filter((i) => i.kind === 'subscription' && !i.expired);
  const expiries = lines.map((l) => l.expires_at);
  return {
    lines,
    items,
    expires_at: cart.expires_at ?? (expiries.length ? expiries.reduce((a, b) => (a < b ? a : b)) : null),
  };
}

/** Guest orders (no account) placed with the account's verified e-mail: what the account may claim. */
export async function claimableGuestOrders(accountId: number): Promise<{ email: string; count: number } | null> {
  const email = await verifiedAccountEmail(accountId);
  if (!email) return null;
  const [{ n }] = await db()
    .select({ n: count() })
    .from(orders)
    .where(and(isNull(orders.accountId), sql`lower(${orders.email}) = ${email}`));
  return { email, count: Number(n) };
}

/**
 * Files the guest orders placed with the account's e-mail under the account. Only a verified
 * account may: the verification proved that the e-mail is the visitor's. Answers how many moved.
 */
export async function claimGuestOrders(accountId: number): Promise<{ claimed: number; codes: string[] }> {
  const email = await verifiedAccountEmail(accountId);
  if (!email) return { claimed: 0, codes: [] };
  const now = ticketingHooks().now();
  const moved = await db()
    .update(orders)
    .set({ accountId, updatedAt: now })
    .where(and(isNull(orders.accountId), sql`lower(${orders.email}) = ${email}`))
    .returning({ code: orders.code });
  return { claimed: moved.length, codes: moved.map((m) => m.code) };
}
