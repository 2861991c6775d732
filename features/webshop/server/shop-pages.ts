import 'server-only';
import type { Locale } from '@/i18n/config';
import { ONLINE_MIN_MINUTES, type CartView } from '@/features/box-office/types';
import { cartForToken, paymentMethods, readCart, shopState } from '@/features/box-office/server';
import { cartUrl } from './http';

/**
 * The cart of the visitor's cart cookie, for the server-rendered cart and checkout pages (they are
 * per visitor and never cached); an unknown or missing cookie reads as an empty cart.
 */
export async function visitorCart(token: string | undefined, locale: Locale): Promise<CartView> {
  const [cart, { online }] = await Promise.all([cartForToken(token), shopState()]);
  return readCart(cart?.id ?? null, locale, { cartUrl: cartUrl(locale), isShopOnline: online });
}

/** What the checkout page offers and promises: payment methods and the deadlines from the settings. */
export async function checkoutTerms() {
  const { rules } = await shopState();
  return {
    methods: paymentMethods(),
    paymentMinutes: rules.payment_minutes,
    onlineMinutes: Math.max(rules.payment_minutes, ONLINE_MIN_MINUTES),
    invoiceDays: rules.invoice_days,
  };
}
