import 'server-only';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { db, escapeLike, schema } from '@/lib/db';
import type { VisitorListQuery } from '../schemas';
import type { VisitorSummary } from '../types';

const { visitorAccounts: a, ticketOrders: o } = schema;

const columns = { created_at: a.createdAt, email: a.email, last_name: a.lastName } as const;

/** Name or e-mail contains the text (case-insensitive); "Anna Weber" also finds first and last name together. */
function searchWhere(search: string): SQL | undefined {
  if (!search) return undefined;
  const like = `%${escapeLike(search)}%`;
  return or(
    ilike(a.email, like),
    ilike(a.firstName, like),
    ilike(a.lastName, like),
    ilike(sql`${a.firstName} || ' ' || ${a.lastName}`, like),
  );
}

export const visitorRow = (row: typeof a.$inferSelect, orders: number): VisitorSummary => ({
  id: row.id,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  locale: row.locale,
  email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
  deactivated_at: row.deactivatedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  orders,
});

/** One page of visitor accounts for staff, with the number of orders filed under each. */
export async function listVisitors(query: VisitorListQuery): Promise<{ count: number; results: VisitorSummary[] }> {
  const where = and(searchWhere(query.search));
  const key = query.ordering.replace(/^-/, '') as keyof typeof columns;
  const order = query.ordering.startsWith('-') ? desc(columns[key]) : asc(columns[key]);
  const database = db();
  const orders = database
    .select({ accountId: o.accountId, n: count().as('n') })
    .from(o)
    .groupBy(o.accountId)
    .as('orders');
  const [[{ n }], rows] = await Promise.all([
    database.select({ n: count() }).from(a).where(where),
    database
      .select({ account: a, orders: sql<number>`coalesce(${orders.n}, 0)::int` })
      .from(a)
      .leftJoin(orders, eq(orders.accountId, a.id))
      .where(where)
      .orderBy(order, desc(a.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
  ]);
  return { count: Number(n), results: rows.map((r) => visitorRow(r.account, Number(r.orders))) };
}
