import 'server-only';
import { env } from '@/lib/env';
import type { PAYMENT_METHODS } from '../schemas';
import type { OnlinePaymentProvider } from './payment-types';

export type { OnlineCheckout, OnlinePaymentProvider } from './payment-types';

let provider: Promise<OnlinePaymentProvider | null> | undefined;

/** The online provider when its key is set, else null (the checkout then offers invoice only). */
export function onlinePayment(): Promise<OnlinePaymentProvider | null> {
  provider ??= env().STRIPE_SECRET_KEY ? import('./payment-stripe').then((m) => m.stripeProvider()) : Promise.resolve(null);
  return provider;
}

export const onlinePaymentEnabled = () => Boolean(env().STRIPE_SECRET_KEY);

/** What the checkout offers, in order. */
export function paymentMethods(): (typeof PAYMENT_METHODS)[number][] {
  return onlinePaymentEnabled() ? ['stripe', 'invoice'] : ['invoice'];
}
