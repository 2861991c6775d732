import 'server-only';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { db, schema, type Db } from '@/lib/db';
import { ApiError, notFound } from '@/lib/api';
import { invalidateWrite } from '@/lib/write-effects';
import { recordAudit } from '@/features/resources/server';
import type { SessionUser } from '@/features/auth/server';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import { orderFilter, type OrderListQuery } from './order-filters';
import { cancelTickets, queueCancelMail, withRefundState } from '@/features/refunds/server';
import { effectiveStatus } from '@/features/box-office';
import {
  getOrder,
  mailOrderNow,
  bankDetailsMissing,
  orderPath,
  persistExpiry,
  releaseOrder,
  settleOrder,
} from '@/features/box-office/server';
import { sendQueued } from '@/lib/mail-outbox';
import { orderInvoices } from '@/features/invoices/server';

const { ticketOrders: orders, ticketCodes } = schema;

const summary = (o: typeof orders.$inferSelect, tickets: number) => ({
  id: o.id,
  code: o.code,
  status: effectiveStatus(o, ticketingHooks().now()),
  buyer_name: o.buyerName,
  email: o.email,
  total: o.total,
  tickets,
  payment_provider: o.paymentProvider,
  created_at: o.createdAt.toISOString(),
});

// Written out with an alias: drizzle renders columns inside a select list unqualified, and an
// unqualified "id" in the subquery would be the reservation's own id (every order got one count).
const ticketCount = sql<number>`coalesce((select sum(tr.quantity) from ticket_reservations tr where tr.order_id = ticket_orders.id), 0)::int`;

/** Orders newest first, found by code, e-mail or name, status, order day (Berlin) and what they bought (orderFilter). */
export async function listOrders(q: OrderListQuery, page: number, pageSize: number) {
  await persistExpiry(db(), ticketingHooks().now());
  const filter = orderFilter(q);
  const [rows, [{ n }]] = await Promise.all([
    db()
      .select({ order: orders, tickets: ticketCount })
      .from(orders)
      .where(filter)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db().select({ n: count() }).from(orders).where(filter),
  ]);
  return { count: n, results: rows.map((r) => summary(r.order, Number(r.tickets))) };
}

/**
 * One order for the detail view: what is left to pay, voucher credit, payment method and deadline,
 * and each ticket with its number and whether (when, by whom) it was checked in at the gate.
 */
export async function readOrderAdmin(id: number) {
  const [order] = await db().select({ order: orders, tickets: ticketCount }).from(orders).where(eq(orders.id, id));
  if (!order) return null;
  const [view, gate] = await Promise.all([
    getOrder(order.order.code),
    db()
      .select({ code: ticketCodes.code, by: ticketCodes.checkedInBy })
      .from(ticketCodes)
      .where(eq(ticketCodes.orderId, id)),
  ]);
  const by = new Map(gate.map((t) => [t.code, t.by]));
  const o = order.order;
  return withRefundState({
    ...summary(o, Number(order.tickets)),
    amount_due: view?.amount_due ?? o.total,
    voucher_amount: o.voucherAmount,
    payment_method: o.paymentProvider,
    payment_ref: o.paymentRef,
    // Staff are told when an order to be paid by transfer went out without the venue's bank details.
    bank_details_missing: o.paymentProvider === 'invoice' && (await bankDetailsMissing()),
    payment_due_at: o.paymentDueAt?.toISOString() ?? null,
    confirmed_at: o.confirmedAt?.toISOString() ?? null,
    paid_at: o.paidAt?.toISOString() ?? null,
    cancelled_at: o.cancelledAt?.toISOString() ?? null,
    locale: o.locale,
    ticket_list: (view?.tickets ?? []).map(({ code: _signed, ...t }) => ({
      ...t,
      id: t.number,
      checked_in_by: by.get(t.number) ?? null,
    })),
    items: view?.items ?? [],
    vouchers: view?.vouchers ?? [],
    redemptions: view?.redemptions ?? [],
    invoices: await orderInvoices(id),
  });
}

async function orderOrThrow(id: number) {
  const [order] = await db().select().from(orders).where(eq(orders.id, id));
  if (!order) throw notFound('Order');
  return order;
}

/**
 * Paid at the box office or by bank transfer: the order is settled and its seats held for good. An
 * expired or cancelled order is refused (409, from settleOrder). A guest who had not confirmed the
 * order yet has no tickets: they are mailed now.
 */
export async function markOrderPaid(id: number, user: Pick<SessionUser, 'id' | 'username'>) {
  const order = await orderOrThrow(id);
  const { changed, order: before, mail } = await settleOrder(db(), order.code, undefined, { mail: 'unconfirmed' });
  if (changed) {
    await recordAudit(db() as never, user, 'update', 'orders', id, { status: before.status }, { status: 'paid' });
    await sendQueued([mail]);
  }
  return readOrderAdmin(id);
}

/**
 * Cancels an order: seats and voucher credit come back (see releaseOrder), and the buyer gets a
 * cancel notice in their language. A paid order's money goes back the way it came: it is cancelled
 * as a whole through the refunds (features/refunds). The row is locked, so a payment booked at the
 * same moment is either before (then cancelled with it) or sees 'cancelled'. Cancelling twice
 * changes nothing; an expired order has nothing left to cancel (409).
 */
export async function cancelOrder(id: number, user: Pick<SessionUser, 'id' | 'username'>) {
  const found = await orderOrThrow(id);
  if (effectiveStatus(found, ticketingHooks().now()) === 'paid') {
    await cancelTickets({
      orderId: id,
      tickets: null,
      reason: '',
      actor: user,
      feePercent: 0,
      mail: { kind: 'order' },
    });
    return readOrderAdmin(id);
  }
  // Signing the order link may read the server's key: done before the transaction.
  const link = await orderPath(found.code, found.locale);
  const mail = await db().transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const now = ticketingHooks().now();
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    const status = effectiveStatus(order, now);
    if (status === 'cancelled') return null;
    if (status === 'expired')
      throw new ApiError(
        409,
        `Order ${order.code} has expired: its seats were released already, there is nothing to cancel.`,
        'expired',
      );
    await releaseOrder(tx, order, now);
    await recordAudit(tx as never, user, 'update', 'orders', id, { status }, { status: 'cancelled' });
    const tickets = await tx
      .select({ code: ticketCodes.code })
      .from(ticketCodes)
      .where(and(eq(ticketCodes.orderId, id), isNull(ticketCodes.cancelledAt)));
    return queueCancelMail(tx, {
      kind: 'order',
      order,
      tickets: tickets.map((t) => t.code),
      refunds: [],
      orderPath: link,
    });
  });
  if (mail !== null) {
    invalidateWrite('sale');
    await sendQueued([mail]);
  }
  return readOrderAdmin(id);
}

/**
 * Sends the order confirmation again, through the mail outbox: `sent` false when the mail server
 * refused it for now (the outbox retries it).
 */
export async function resendOrderMail(id: number) {
  const order = await orderOrThrow(id);
  const view = await getOrder(order.code);
  if (!view) throw notFound('Order');
  const result = await mailOrderNow(order.code);
  return { sent: result?.status === 'sent', delivered: result?.delivered ?? null };
}
