import 'server-only';
import Stripe from 'stripe';
import { env } from './env';

let client: { config: string; stripe: Stripe } | undefined;

/**
 * The Stripe SDK client for the configured key, shared by the payments (box office) and the refunds.
 * STRIPE_API_BASE points it at another server speaking Stripe's API (stripe-mock, or a test's local
 * stand-in); unset, it talks to api.stripe.com.
 */
export function stripeClient() {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_BASE: base } = env();
  if (!key) throw new Error('STRIPE_SECRET_KEY is not set');
  const config = `${key}|${base ?? ''}`;
  if (client?.config !== config) {
    const url = base ? new URL(base) : null;
    const target = url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'http:' ? 80 : 443),
          protocol: url.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {};
    client = { config, stripe: new Stripe(key, { telemetry: false, maxNetworkRetries: 2, ...target }) };
  }
  return client.stripe;
}

export type { Stripe };
