import 'server-only';
import { and, inArray, lte, sql } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';

const { ticketOrders: orders } = schema;

/** Writes 'expired' on orders whose deadline has passed, so staff lists and filters read it too. */
export async function persistExpiry(database: Db, now: Date) {
  await database
    .update(orders)
    .set({ status: 'expired', updatedAt: now })
    .where(and(inArray(orders.status, ['pending', 'reserved']), lte(orders.paymentDueAt, now)));
}

/** An order whose redemptions still take credit and whose seats still count. */
export const orderStands = (now: Date) =>
  sql`(${orders.status} = 'paid' or (${orders.status} in ('pending', 'reserved') and (${orders.paymentDueAt} is null or ${orders.paymentDueAt} > ${now})))`;
