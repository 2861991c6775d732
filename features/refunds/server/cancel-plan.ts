import 'server-only';
import { eq } from 'drizzle-orm';
import { ApiError, notFound } from '@/lib/api';
import { schema, type Db } from '@/lib/db';
import { effectiveStatus } from '@/features/box-office';
import type { OrderStatus } from '@/features/box-office/types';
import { cancelFee, refundKey, splitRefund } from '../rules';
import type { CancelMailInput } from './mails';
import { lockOrderById, moneyLeft, orderTickets, voucherLeft, type TicketLine } from './order-tickets';

const { refunds } = schema;
type OrderRow = typeof schema.ticketOrders.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** Who cancels: a staff user, the buyer (order link or account) or the venue's own process. */
export type Actor = { id: number | null; username: string };

export type CancelRequest = {
  orderId: number;
  /** Ticket numbers; null: every ticket not cancelled yet. */
  tickets: string[] | null;
  reason: string;
  actor: Actor;
  /** Percent of the tickets' price kept (visitors' cancellations; 0 for staff and the venue). */
  feePercent: number;
  /** Unconfirmed orders too (the venue cancelling a date); staff cancel those with the order's cancel action. */
  allowPending?: boolean;
  /** A further refusal (the visitor's deadline), run on the chosen tickets under the order lock. */
  check?: (chosen: TicketLine[], order: OrderRow, now: Date) => void;
  /** The buyer's mail, queued in the cancellation's transaction (none when omitted). */
  mail?: Pick<CancelMailInput, 'kind' | 'event'>;
};

/** What a cancellation will do, decided under the order's lock. */
export type CancelPlan = {
  order: OrderRow;
  status: OrderStatus;
  chosen: TicketLine[];
  /** No ticket stays: the whole order is cancelled. */
  full: boolean;
  paid: boolean;
  key: string;
  valueCents: number;
  moneyCents: number;
  voucherCents: number;
  feeCents: number;
  moneyMethod: 'stripe' | 'manual';
  /** A retried request: the refunds it made the first time (nothing is done again). */
  replay: RefundRow[] | null;
};

const conflict = (message: string, code: string) => new ApiError(409, message, code);

async function refundsByKey(tx: Db, key: string) {
  const rows = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, key));
  const voucher = await tx
    .select()
    .from(refunds)
    .where(eq(refunds.idempotencyKey, `${key}:voucher`));
  return [...rows, ...voucher];
}

/**
 * Locks the order and decides the cancellation: which tickets, whether the order ends, and how
 * much goes back which way (money first, then voucher credit; see rules.ts). Refuses with 404 for
 * an unknown order and 409 for unknown or cancelled tickets, an order that is over or unconfirmed.
 */
export async function planCancellation(tx: Db, req: CancelRequest, now: Date): Promise<CancelPlan> {
  const order = await lockOrderById(tx, req.orderId);
  if (!order) throw notFound('Order');
  const status = effectiveStatus(order, now);
  const tickets = await orderTickets(tx, order.id);
  const valid = tickets.filter((t) => !t.cancelledAt);
  let chosen: TicketLine[];
  if (req.tickets) {
    const wanted = [...new Set(req.tickets.map((n) => n.trim().toUpperCase()))];
    const byNumber = new Map(tickets.map((t) => [t.number, t]));
    const unknown = wanted.filter((n) => !byNumber.has(n));
    if (unknown.length) throw conflict(`Order ${order.code} has no ticket ${unknown.join(', ')}.`, 'unknown_ticket');
    chosen = wanted.map((n) => byNumber.get(n)!);
    const done = chosen.filter((t) => t.cancelledAt);
    if (done.length) {
      const replay =
        done.length === chosen.length
          ? (
              await refundsByKey(
                tx,
                refundKey(
                  order.id,
                  chosen.map((t) => t.codeId),
                ),
              )
            ).filter((r) => r.status !== 'failed')
          : [];
      if (replay.length) return { ...emptyPlan(order, status, chosen), replay };
      throw conflict(
        `Ticket ${done.map((t) => t.number).join(', ')} of order ${order.code} is cancelled already.`,
        'ticket_cancelled',
      );
    }
  } else chosen = valid;
  if (status === 'cancelled' || status === 'expired')
    throw conflict(`Order ${order.code} is ${status}: there is nothing left to cancel.`, status);
  if (status === 'pending' && !req.allowPending)
    throw conflict(
      `Order ${order.code} is not confirmed yet: nothing was paid, cancel the whole order instead.`,
      'unconfirmed',
    );
  const full = chosen.length === valid.length;
  if (!chosen.length && !full) throw conflict(`Order ${order.code} has no ticket left to cancel.`, 'no_tickets');
  if (!full && chosen.some((t) => t.itemId !== null))
    throw conflict(
      `Tickets of a subscription in order ${order.code} can only be cancelled with the whole order.`,
      'subscription',
    );
  if (!full && status === 'pending' && order.paymentProvider === 'stripe')
    throw conflict(
      `Order ${order.code} is being paid online: cancel the whole order or wait for the payment.`,
      'payment_under_way',
    );
  req.check?.(chosen, order, now);

  const valueCents = chosen.reduce((sum, t) => sum + t.unitCents, 0);
  const paid = status === 'paid';
  let split = { moneyCents: 0, voucherCents: 0, feeCents: 0 };
  if (paid) {
    const [money, credit] = await Promise.all([moneyLeft(tx, order), voucherLeft(tx, order.id)]);
    const fee = cancelFee(valueCents, req.feePercent);
    // The whole order ends: everything paid and not yet given back goes back (items bought with it too).
    split = full
      ? { moneyCents: money - Math.min(fee, money), voucherCents: credit, feeCents: Math.min(fee, money) }
      : splitRefund({ valueCents, moneyLeftCents: money, feeCents: fee });
    split.voucherCents = Math.min(split.voucherCents, credit);
  }
  return {
    order,
    status,
    chosen,
    full,
    paid,
    key: refundKey(
      order.id,
      chosen.map((t) => t.codeId),
    ),
    valueCents,
    ...split,
    moneyMethod: order.paymentProvider === 'stripe' ? 'stripe' : 'manual',
    replay: null,
  };
}

function emptyPlan(order: OrderRow, status: OrderStatus, chosen: TicketLine[]): CancelPlan {
  return {
    order,
    status,
    chosen,
    full: false,
    paid: false,
    key: '',
    valueCents: 0,
    moneyCents: 0,
    voucherCents: 0,
    feeCents: 0,
    moneyMethod: 'manual',
    replay: null,
  };
}
