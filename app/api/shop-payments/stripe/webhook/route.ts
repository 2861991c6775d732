// POST /api/shop-payments/stripe/webhook/ - Stripe reports a Checkout payment or a refund (signature checked by the SDK over the raw body)
import { readBodyText, withRoute } from '@/lib/api';
import { handleStripeEvents } from '@/features/refunds/server';

/** Stripe's events are a few kilobytes; anything much larger is not from Stripe. */
const MAX_BYTES = 256 * 1024;

export const POST = withRoute({}, async ({ req }) => {
  const raw = await readBodyText(req, MAX_BYTES, 'Request body is too large.');
  const outcome = await handleStripeEvents(raw, req.headers.get('stripe-signature'));
  return { received: true, outcome };
});
