import 'server-only';
import { and, eq } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import { db, schema } from '@/lib/db';
import { mailOrderNow } from '@/features/box-office/server';

const { ticketOrders } = schema;

/**
 * "Mail to buyer" after a counter sale: the order's mail (tickets, and the invoice once it is attached)
 * through the outbox. A buyer who gave no e-mail at the sale may give one now; it is kept on the order.
 */
export async function mailCounterOrder(code: string, email: string | null | undefined) {
  const [order] = await db()
    .select({ id: ticketOrders.id, email: ticketOrders.email })
    .from(ticketOrders)
    .where(and(eq(ticketOrders.code, code), eq(ticketOrders.channel, 'box_office')));
  if (!order) throw new ApiError(404, `There is no counter sale ${code}.`, 'not_found');
  const to = email?.trim() || order.email;
  if (!to) throw new ApiError(400, 'Please enter the buyer’s e-mail address.', 'no_email');
  if (to !== order.email) await db().update(ticketOrders).set({ email: to }).where(eq(ticketOrders.id, order.id));
  const result = await mailOrderNow(code);
  return { code, email: to, status: result?.status ?? 'pending' };
}
