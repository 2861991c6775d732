import 'server-only';
import { stripeClient, type Stripe } from '@/lib/stripe';

/** What Stripe answered to a refund: its id and state, or why it refused. */
export type StripeRefundAnswer =
  | { ok: true; id: string; status: 'pending' | 'succeeded' }
  /** `unknown`: no answer (network, Stripe's own error): the refund may have happened; retry with the same key. */
  | { ok: false; reason: string; unknown?: boolean };

/** Errors after which Stripe may or may not have refunded: the same idempotency key must be used again. */
const undecided = (error: unknown) => {
  const e = error as { type?: string; statusCode?: number };
  return e?.type === 'StripeConnectionError' || e?.type === 'StripeAPIError' || (e?.statusCode ?? 0) >= 500;
};

const reasonOf = (error: unknown) => {
  if (error && typeof error === 'object' && 'message' in error) {
    const e = error as { message?: string; code?: string; raw?: { code?: string } };
    const code = e.code ?? e.raw?.code;
    return code ? `${e.message} (${code})` : String(e.message);
  }
  return String(error);
};

/**
 * Refunds `amount` cents of the payment behind an order's Checkout Session through Stripe's Refund
 * API. The idempotency key makes a retried call (a crash, a repeated request) return the same
 * refund instead of a second one.
 */
export async function refundThroughStripe(input: {
  sessionId: string | null;
  amountCents: number;
  idempotencyKey: string;
  metadata: Record<string, string>;
}): Promise<StripeRefundAnswer> {
  try {
    if (!input.sessionId) return { ok: false, reason: 'The order has no Stripe payment to refund.' };
    const stripe = stripeClient();
    const session = await stripe.checkout.sessions.retrieve(input.sessionId);
    const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (!intent) return { ok: false, reason: `Stripe session ${input.sessionId} has no payment.` };
    const refund: Stripe.Refund = await stripe.refunds.create(
      { payment_intent: intent, amount: input.amountCents, metadata: input.metadata },
      { idempotencyKey: input.idempotencyKey },
    );
    if (refund.status === 'failed' || refund.status === 'canceled')
      return { ok: false, reason: refund.failure_reason ?? `Stripe answered the refund with ${refund.status}.` };
    return { ok: true, id: refund.id, status: refund.status === 'succeeded' ? 'succeeded' : 'pending' };
  } catch (error) {
    return { ok: false, reason: reasonOf(error), unknown: undecided(error) };
  }
}
