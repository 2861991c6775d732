import 'server-only';
import { eq } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import { db, schema } from '@/lib/db';
import { env } from '@/lib/env';
import { reportError } from '@/lib/report';
import { parsePriceToCents } from '../price';
import { expireUnpaidOrder, settleOrder } from './order-actions';
import { sendQueued } from './mail-queue';
import { onlinePaymentEnabled } from './payment';

const { ticketOrders } = schema;

/**
 * The answer to Stripe waits at most this long for the tickets mail (rendering the PDF takes seconds
 * on a busy server); the mail is queued in the payment's transaction and goes out regardless.
 */
const MAIL_WAIT_MS = 8000;

type Session = {
  id: string;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
  payment_status?: string;
  amount_total?: number | null;
  currency?: string | null;
};

export type WebhookOutcome = 'settled' | 'expired' | 'ignored' | 'reported';

/**
 * A Stripe webhook delivery (POST /api/shop-payments/stripe/webhook/). The SDK verifies the
 * signature over the raw body first: anything not signed with STRIPE_WEBHOOK_SECRET is a 400.
 *
 * - checkout.session.completed (paid) and checkout.session.async_payment_succeeded settle the order
 *   (its seats are held for good) and send the tickets mail;
 * - checkout.session.expired and checkout.session.async_payment_failed end a pending order and free
 *   its seats.
 *
 * Repeated deliveries change nothing (settle and expire are idempotent). A payment that cannot be
 * booked (unknown order, order expired or cancelled meanwhile, other amount or session) is reported
 * for staff to refund, and acknowledged, so Stripe stops retrying; it is never booked.
 */
export async function handleStripeWebhook(rawBody: string, signature: string | null): Promise<WebhookOutcome> {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!onlinePaymentEnabled() || !secret) throw new ApiError(404, 'Online payment is not configured.', 'not_found');
  if (!signature) throw new ApiError(400, 'The Stripe-Signature header is missing.', 'bad_signature');
  const { verifiedStripeEvent } = await import('./payment-stripe');
  let event: ReturnType<typeof verifiedStripeEvent>;
  try {
    event = verifiedStripeEvent(rawBody, signature, secret);
  } catch (error) {
    throw new ApiError(
      400,
      `Webhook signature verification failed: ${error instanceof Error ? error.message : 'invalid'}`,
      'bad_signature',
    );
  }

  const paid =
    event.type === 'checkout.session.async_payment_succeeded' ||
    (event.type === 'checkout.session.completed' && event.data.object.payment_status === 'paid');
  const gaveUp = event.type === 'checkout.session.expired' || event.type === 'checkout.session.async_payment_failed';
  if (!paid && !gaveUp) return 'ignored';
  const session = event.data.object as Session;
  const code = session.metadata?.order ?? session.client_reference_id ?? null;
  const context = { event: event.id, type: event.type, session: session.id, order: code };
  const [order] = code ? await db().select().from(ticketOrders).where(eq(ticketOrders.code, code)) : [];
  if (!order) {
    reportError(new Error(`Stripe ${event.type} for an unknown order ${code ?? '(none)'}`), context);
    return 'reported';
  }
  if (order.paymentRef && order.paymentRef !== session.id) {
    reportError(
      new Error(
        `Stripe ${event.type} of session ${session.id} does not belong to order ${order.code} (its session is ${order.paymentRef})`,
      ),
      context,
    );
    return 'reported';
  }

  if (gaveUp) {
    await expireUnpaidOrder(order.code);
    return 'expired';
  }

  const due = parsePriceToCents(order.total) - parsePriceToCents(order.voucherAmount);
  if (session.amount_total !== due || (session.currency ?? 'eur').toLowerCase() !== 'eur') {
    reportError(
      new Error(
        `Stripe paid ${session.amount_total} ${session.currency} for order ${order.code}, which owes ${due} eur: not booked, please check and refund`,
      ),
      context,
    );
    return 'reported';
  }
  try {
    const { changed, mail: queued } = await settleOrder(db(), order.code, session.id, { mail: 'changed' });
    if (changed) {
      const mail = sendQueued([queued]);
      await Promise.race([mail, new Promise((resolve) => setTimeout(resolve, MAIL_WAIT_MS).unref())]);
    }
    return 'settled';
  } catch (error) {
    // Paid after the order expired or was cancelled: the seats may be gone, so it is not booked.
    if (error instanceof ApiError && error.status === 409) {
      reportError(
        new Error(`Stripe payment for order ${order.code} arrived, but ${error.message} Please refund it.`),
        context,
      );
      return 'reported';
    }
    throw error;
  }
}
