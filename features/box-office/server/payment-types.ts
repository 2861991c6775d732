import type { Locale } from '@/i18n/config';
import type { PAYMENT_METHODS } from '../schemas';

/**
 * Payment behind one interface. Built in: nothing to pay ('free'), and 'invoice' (by invoice or at
 * the museum; staff mark the order paid). One online provider (Stripe Checkout) is offered only when
 * its key is in the environment; it confirms payments through its signed webhook.
 */
type OnlineCheckout = {
  code: string;
  /** Decimal string, what is left to pay after voucher credit. */
  amountDue: string;
  email: string;
  locale: Locale;
  description: string;
  /** The order's payment deadline: the provider's page closes then. */
  expiresAt: Date;
  /** Where the buyer lands after paying or giving up (the order page with its secret link). */
  returnUrl: string;
};

export interface OnlinePaymentProvider {
  readonly id: (typeof PAYMENT_METHODS)[number];
  /** Opens a payment page for the order; answers its address and the provider's reference. */
  start(order: OnlineCheckout): Promise<{ url: string; ref: string }>;
}
