import 'server-only';
import type Stripe from 'stripe';
import { stripeClient } from '@/lib/stripe';
import { parsePriceToCents } from '../price';
import type { OnlinePaymentProvider } from './payment-types';

/** Stripe Checkout's pages close at the earliest 30 minutes after they open (its API's minimum). */
const MIN_SESSION_SECONDS = 30 * 60 + 60;

export function stripeProvider(): OnlinePaymentProvider {
  return {
    id: 'stripe',
    async start(order) {
      const now = Math.floor(Date.now() / 1000);
      const session = await stripeClient().checkout.sessions.create({
        mode: 'payment',
        client_reference_id: order.code,
        metadata: { order: order.code },
        customer_email: order.email,
        locale: order.locale,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: parsePriceToCents(order.amountDue),
              product_data: { name: order.description },
            },
          },
        ],
        expires_at: Math.max(now + MIN_SESSION_SECONDS, Math.floor(order.expiresAt.getTime() / 1000)),
        success_url: order.returnUrl,
        cancel_url: order.returnUrl,
      });
      if (!session.url) throw new Error(`Stripe gave no payment page for order ${order.code}`);
      return { url: session.url, ref: session.id };
    },
  };
}

/**
 * A webhook delivery, verified with the endpoint's signing secret by the SDK (signature and a
 * timestamp no older than its tolerance, five minutes). Throws Stripe's SignatureVerificationError
 * when the body was not signed by Stripe for this endpoint.
 */
export function verifiedStripeEvent(rawBody: string, signature: string, secret: string): Stripe.Event {
  return stripeClient().webhooks.constructEvent(rawBody, signature, secret);
}
