import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { db, schema, type Db } from '@/lib/db';
import { centsToPrice } from '@/features/box-office';
import type { OrderRefundStatus, RefundView } from '../types';

const { refunds, ticketCodes } = schema;
type RefundRow = typeof refunds.$inferSelect;

/** Refund rows as the API shows them, with ticket numbers instead of code ids. */
export async function refundViews(database: Db, rows: RefundRow[]): Promise<RefundView[]> {
  const ids = [...new Set(rows.flatMap((r) => r.ticketCodeIds))];
  const codes = ids.length
    ? await database
        .select({ id: ticketCodes.id, code: ticketCodes.code })
        .from(ticketCodes)
        .where(inArray(ticketCodes.id, ids))
    : [];
  const number = new Map(codes.map((c) => [c.id, c.code]));
  return rows.map((r) => ({
    id: r.id,
    amount: centsToPrice(r.amountCents),
    method: r.method,
    status: r.status,
    failure_reason: r.failureReason,
    fee: centsToPrice(r.feeCents),
    reason: r.reason,
    tickets: r.ticketCodeIds.map((id) => number.get(id) ?? String(id)),
    created_by: r.createdBy,
    created_at: r.createdAt.toISOString(),
  }));
}

/**
 * The refund side of an order for GET /api/orders/{id}/: 'refunded' once the order is cancelled
 * with money or credit given back, 'partially_refunded' while tickets of a standing order were
 * refunded, 'none' otherwise; and every refund (refused ones too, with the provider's reason).
 */
export async function orderRefundState(
  orderId: number,
  orderStatus: string,
): Promise<{ refund_status: OrderRefundStatus; refunds: RefundView[] }> {
  const rows = await db().select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
  const given = rows.filter((r) => r.status !== 'failed');
  const refund_status: OrderRefundStatus = !given.length
    ? 'none'
    : orderStatus === 'cancelled'
      ? 'refunded'
      : 'partially_refunded';
  return { refund_status, refunds: await refundViews(db(), rows) };
}

/**
 * The staff's order view with the cancellation states: each ticket 'valid' or 'cancelled' (with
 * cancelled_at), the order's refund_status and refunds.
 */
export async function withRefundState<
  T extends { id: number; status: string; ticket_list: { cancelled_at?: string | null }[] },
>(order: T) {
  const state = await orderRefundState(order.id, order.status);
  return {
    ...order,
    ticket_list: order.ticket_list.map((t) => ({
      ...t,
      status: t.cancelled_at ? ('cancelled' as const) : ('valid' as const),
      cancelled_at: t.cancelled_at ?? null,
    })),
    ...state,
  };
}
