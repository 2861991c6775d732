import 'server-only';
import { env } from '@/lib/env';
import type { PAYMENT_METHODS } from '../schemas';
import type { OnlinePaymentProvider } from './payment-types';

export type { OnlinePaymentProvider } from './payment-types';

/**
 * Stripe is offered only with both its secret key and its webhook's signing secret: without the
 * webhook no payment would ever be confirmed, and the orders would expire although paid.
 */
export const onlinePaymentEnabled = () => Boolean(env().STRIPE_SECRET_KEY && env().STRIPE_WEBHOOK_SECRET);

/** The online provider when it is configured, else null (the checkout then offers invoice only). */
export async function onlinePayment(): Promise<OnlinePaymentProvider | null> {
  if (!onlinePaymentEnabled()) return null;
  // The SDK is loaded only where online payment is configured.
  const { stripeProvider } = await import('./payment-stripe');
  return stripeProvider();
}

/** What the checkout offers, in order. */
export function paymentMethods(): (typeof PAYMENT_METHODS)[number][] {
  return onlinePaymentEnabled() ? ['stripe', 'invoice'] : ['invoice'];
}
