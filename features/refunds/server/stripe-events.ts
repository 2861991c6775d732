import 'server-only';
import { and, eq } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { env } from '@/lib/env';
import { stripeClient, type Stripe } from '@/lib/stripe';
import { handleStripeWebhook } from '@/features/box-office/server';
import type { RefundStatus } from '../types';

const { refunds } = schema;

/** The refund events reconciled here (add them to the webhook endpoint in Stripe's dashboard). */
const REFUND_EVENTS = new Set([
  'charge.refunded',
  'refund.created',
  'refund.updated',
  'refund.failed',
  'charge.refund.updated',
]);

type RefundObject = Pick<Stripe.Refund, 'id' | 'status' | 'failure_reason'> & {
  metadata?: Record<string, string> | null;
};

const statusOf = (refund: RefundObject): RefundStatus =>
  refund.status === 'succeeded'
    ? 'succeeded'
    : refund.status === 'failed' || refund.status === 'canceled'
      ? 'failed'
      : 'pending';

/**
 * Brings one refunds row in line with Stripe's refund: found by the provider's id (or the row id the
 * refund carries in its metadata). The same state delivered again changes nothing.
 */
async function reconcile(refund: RefundObject): Promise<'updated' | 'unchanged' | 'unknown'> {
  const byRef = await db()
    .select()
    .from(refunds)
    .where(and(eq(refunds.providerRef, refund.id), eq(refunds.method, 'stripe')));
  const ownId = Number(refund.metadata?.refund);
  const row =
    byRef[0] ??
    (Number.isInteger(ownId) && ownId > 0
      ? (
          await db()
            .select()
            .from(refunds)
            .where(and(eq(refunds.id, ownId), eq(refunds.method, 'stripe')))
        )[0]
      : undefined);
  if (!row) return 'unknown';
  const status = statusOf(refund);
  const failure = status === 'failed' ? (refund.failure_reason ?? refund.status ?? 'failed') : row.failureReason;
  if (row.status === status && row.providerRef === refund.id && row.failureReason === failure) return 'unchanged';
  await db()
    .update(refunds)
    .set({ status, providerRef: refund.id, failureReason: failure, updatedAt: new Date() })
    .where(eq(refunds.id, row.id));
  return 'updated';
}

/**
 * POST /api/shop-payments/stripe/webhook/: refund events reconcile the refunds (charge.refunded,
 * refund.updated, refund.failed, charge.refund.updated); every other event is the box office's
 * (payments). The signature is checked by the SDK first; anything not signed goes to the box
 * office's handler, which answers it with the 400 or 404 it always has.
 */
export async function handleStripeEvents(rawBody: string, signature: string | null): Promise<string> {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret || !signature || !env().STRIPE_SECRET_KEY) return handleStripeWebhook(rawBody, signature);
  let event: Stripe.Event;
  try {
    event = stripeClient().webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    return handleStripeWebhook(rawBody, signature);
  }
  if (!REFUND_EVENTS.has(event.type)) return handleStripeWebhook(rawBody, signature);
  const object = event.data.object as { object?: string; refunds?: { data?: RefundObject[] } } & RefundObject;
  const found = object.object === 'charge' ? (object.refunds?.data ?? []) : [object];
  const outcomes = await Promise.all(found.map(reconcile));
  return outcomes.includes('updated')
    ? 'refund_updated'
    : outcomes.includes('unchanged')
      ? 'refund_unchanged'
      : 'ignored';
}
