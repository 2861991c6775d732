// POST /api/shop-payments/stripe/webhook/ - Stripe reports a Checkout payment (signature checked by the SDK over the raw body)
import { ApiError, withRoute } from '@/lib/api';
import { handleStripeWebhook } from '@/features/ticketing/server';

/** Stripe's events are a few kilobytes; anything much larger is not from Stripe. */
const MAX_BYTES = 256 * 1024;

export const POST = withRoute({}, async ({ req }) => {
  if (Number(req.headers.get('content-length') ?? 0) > MAX_BYTES) throw new ApiError(413, 'Request body is too large.', 'too_large');
  const raw = await req.text();
  if (Buffer.byteLength(raw) > MAX_BYTES) throw new ApiError(413, 'Request body is too large.', 'too_large');
  const outcome = await handleStripeWebhook(raw, req.headers.get('stripe-signature'));
  return { received: true, outcome };
});
