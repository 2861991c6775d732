import 'server-only';
import { sql } from 'drizzle-orm';
import { schema } from '@/lib/db';

const { ticketOrders: orders } = schema;

/** An order that still stands: paid, or pending/reserved before its deadline (as the seat count reads it). */
export const orderStands = (now: Date) =>
  sql`(${orders.status} = 'paid' or (${orders.status} in ('pending', 'reserved') and (${orders.paymentDueAt} is null or ${orders.paymentDueAt} > ${now})))`;
