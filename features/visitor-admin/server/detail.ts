import 'server-only';
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import type { Locale } from '@/i18n/config';
import { effectiveStatus } from '@/features/box-office';
import { accountSubscriptions, accountVouchers } from '@/features/account-orders/server';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import type { VisitorDetail, VisitorOrder } from '../types';
import { visitorRow } from './list';

const { visitorAccounts: a, ticketOrders: o, ticketCodes: c, visitorFavorites: f } = schema;

/** The account row, or null. */
export async function findVisitor(id: number) {
  const [row] = await db().select().from(a).where(eq(a.id, id));
  return row ?? null;
}

/** The orders filed under the account, newest first, with their number of tickets. */
async function visitorOrders(accountId: number): Promise<VisitorOrder[]> {
  const database = db();
  const now = ticketingHooks().now();
  const rows = await database.select().from(o).where(eq(o.accountId, accountId)).orderBy(desc(o.createdAt), desc(o.id));
  if (!rows.length) return [];
  const tickets = await database
    .select({ orderId: c.orderId, n: sql<number>`count(*)::int` })
    .from(c)
    .where(
      inArray(
        c.orderId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(c.orderId);
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    status: effectiveStatus(r, now),
    total: r.total,
    created_at: r.createdAt.toISOString(),
    tickets: Number(tickets.find((t) => t.orderId === r.id)?.n ?? 0),
  }));
}

/** GET /{lang}/api/visitors/{id}/: the account, its orders, vouchers, subscriptions and favourites count. */
export async function visitorDetail(id: number, locale: Locale): Promise<VisitorDetail | null> {
  const row = await findVisitor(id);
  if (!row) return null;
  const [orders, vouchers, subscriptions, [{ n: favorites }]] = await Promise.all([
    visitorOrders(id),
    accountVouchers(id),
    accountSubscriptions(id, locale),
    db().select({ n: count() }).from(f).where(eq(f.accountId, id)),
  ]);
  return {
    ...visitorRow(row, orders.length),
    street: row.street,
    postal_code: row.postalCode,
    city: row.city,
    country: row.country,
    newsletter: row.newsletter,
    orders_list: orders,
    vouchers: vouchers.vouchers.map((v) => ({
      code: v.code,
      order_code: v.order_code,
      value: v.value,
      balance: v.balance,
      state: v.state,
    })),
    credit: vouchers.credit,
    subscriptions: subscriptions.map((s) => ({
      order_code: s.order_code,
      title: s.title,
      quantity: s.quantity,
      status: s.status,
    })),
    favorites: Number(favorites),
  };
}

/** Favourites of the account (for the export), oldest first. */
export async function visitorFavorites(accountId: number) {
  const rows = await db().select().from(f).where(eq(f.accountId, accountId)).orderBy(asc(f.createdAt));
  return rows.map((r) => ({ kind: r.kind, item_id: r.itemId, created_at: r.createdAt.toISOString() }));
}
