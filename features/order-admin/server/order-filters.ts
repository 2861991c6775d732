import 'server-only';
import { and, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { escapeLike, schema } from '@/lib/db';
import { ApiError } from '@/lib/api';
import { filterId, isoDay } from '@/features/resources';
import { addDays, startOfBerlinDay } from '@/lib/berlin-time';

const { ticketOrders: orders } = schema;

/**
 * The staff's order list and CSV: text search (code, e-mail, name), status, order day (Berlin), and
 * what the order bought: the production, the event date (by its id or its ticket offer's id_jet) and
 * the performance's day range (Berlin). Day ranges are checked by orderFilter (from ≤ to).
 */
export const orderListQuery = z.object({
  search: z.string().max(200).default(''),
  status: z
    .enum(['pending', 'reserved', 'paid', 'cancelled', 'expired'], {
      error: 'status must be pending, reserved, paid, cancelled or expired',
    })
    .optional(),
  date_from: isoDay.optional(),
  date_to: isoDay.optional(),
  production: filterId('production'),
  event: filterId('event'),
  id_jet: filterId('id_jet'),
  performance_from: isoDay.optional(),
  performance_to: isoDay.optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

function checkRange(q: OrderListQuery, from: 'date_from' | 'performance_from', to: 'date_to' | 'performance_to') {
  const [a, b] = [q[from], q[to]];
  if (a && b && a > b) throw new ApiError(400, `${from} (${a}) must not be after ${to} (${b}).`, 'bad_range');
}

/** Orders with at least one ticket of the chosen production, date or performance days. */
function boughtFilter(q: OrderListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (q.id_jet) conditions.push(sql`o.id_jet = ${q.id_jet}`);
  if (q.event) conditions.push(sql`e.id = ${q.event}`);
  if (q.production) conditions.push(sql`e.production_id = ${q.production}`);
  if (q.performance_from) conditions.push(sql`o.date_start >= ${startOfBerlinDay(q.performance_from).toISOString()}`);
  if (q.performance_to)
    conditions.push(sql`o.date_start < ${startOfBerlinDay(addDays(q.performance_to, 1)).toISOString()}`);
  if (!conditions.length) return undefined;
  // Written out with aliases, like the ticket count: the subquery refers to the outer order row.
  return sql`exists (select 1 from ticket_reservations tr
    join ticket_offers o on o.id = tr.offer_id
    left join events e on e.id_jet = o.id_jet
    where tr.order_id = ticket_orders.id and ${sql.join(conditions, sql` and `)})`;
}

/** The WHERE of the staff's order list and CSV; 400 when a range is upside down. */
export function orderFilter(q: OrderListQuery): SQL | undefined {
  checkRange(q, 'date_from', 'date_to');
  checkRange(q, 'performance_from', 'performance_to');
  const text = escapeLike(q.search.trim());
  return and(
    text
      ? or(ilike(orders.code, `%${text}%`), ilike(orders.email, `%${text}%`), ilike(orders.buyerName, `%${text}%`))
      : undefined,
    q.status ? eq(orders.status, q.status) : undefined,
    q.date_from ? gte(orders.createdAt, startOfBerlinDay(q.date_from)) : undefined,
    q.date_to ? lt(orders.createdAt, startOfBerlinDay(addDays(q.date_to, 1))) : undefined,
    boughtFilter(q),
  );
}
