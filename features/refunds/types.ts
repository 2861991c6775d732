/** How money goes back: through Stripe's Refund API, as voucher credit, or paid out by hand. */
type RefundMethod = 'stripe' | 'voucher' | 'manual';

/**
 * 'pending' at the provider, 'succeeded', 'failed' (the provider refused: failure_reason says why),
 * 'manual' (to pay out by hand), 'paid_out' (staff paid it out).
 */
export type RefundStatus = 'pending' | 'succeeded' | 'failed' | 'manual' | 'paid_out';

/** One refund as the back office and the API show it (amounts as decimal strings, like every price). */
export type RefundView = {
  id: number;
  amount: string;
  method: RefundMethod;
  status: RefundStatus;
  failure_reason: string | null;
  fee: string;
  reason: string;
  /** Ticket numbers the refund is for. */
  tickets: string[];
  created_by: string;
  created_at: string;
};

/** An order's refunds in one word: none yet, some tickets refunded, or all of it. */
export type OrderRefundStatus = 'none' | 'partially_refunded' | 'refunded';

/** What a cancellation did (POST /api/orders/{id}/refund/ and the visitor's cancel). */
export type CancellationResult = {
  order_id: number;
  order_code: string;
  /** The order's status afterwards ('cancelled' when no ticket is left). */
  order_status: string;
  cancelled_tickets: string[];
  refunds: RefundView[];
  cancellation_invoice: { id: number; number: string } | null;
  /** True when this answered a retried request: nothing was cancelled or refunded again. */
  replayed: boolean;
};

/** What a visitor may cancel of an order, and on what terms (the order page shows it before confirming). */
export type VisitorCancelOffer = {
  /** Tickets the visitor may cancel now, with their price and the fee kept (cents). */
  tickets: { number: string; title: string; when: string | null; price_cents: number; fee_cents: number }[];
  fee_percent: number;
  /** The latest moment to cancel, per the earliest date among the tickets (ISO), or null. */
  deadline: string | null;
};
