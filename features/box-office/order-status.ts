import type { OrderStatus, PaymentMethod } from './types';

/**
 * Expiry is decided when read, in the same terms the seat count uses: a pending or reserved order
 * holds its seats while payment_due_at is in the future (its reservations expire at that moment),
 * so no job has to run for seats to come back, on any database, after any restart.
 */
export function effectiveStatus(order: { status: OrderStatus; paymentDueAt: Date | null }, now: Date): OrderStatus {
  if ((order.status === 'pending' || order.status === 'reserved') && order.paymentDueAt && order.paymentDueAt <= now)
    return 'expired';
  return order.status;
}

/** Why the buyer may not cancel an order (null: they may). */
export type CancelRefusal = 'expired' | 'cancelled' | 'paid' | 'started';

/**
 * The buyer's cancel rule, shared by the order page (which shows the button or the reason) and the
 * cancel action: unpaid orders, and orders paid with voucher credit alone, until the first date
 * starts. Money paid is refunded by the box office, so those orders are cancelled there.
 */
export function buyerCancelRefusal(
  status: OrderStatus,
  method: PaymentMethod | 'box-office' | string,
  firstStart: Date | null,
  now: Date,
): CancelRefusal | null {
  if (status === 'expired' || status === 'cancelled') return status;
  if (status === 'paid' && method !== 'free') return 'paid';
  if (firstStart && firstStart <= now) return 'started';
  return null;
}
