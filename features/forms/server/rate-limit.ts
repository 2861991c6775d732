import 'server-only';
import { clientAddressKey } from '@/lib/client-address';

/**
 * Spam protection without a third-party service: a fixed window per client and action, in memory
 * of this process. Documented limits: 10 form submissions and 20 uploads per client per 10 minutes.
 * Several server instances each count on their own (a shared store would be needed to enforce one
 * limit across them). The client is lib/client-address's (never an address the client wrote itself);
 * without one (loopback, tests) all such clients share one bucket.
 */
export const RATE_LIMITS = {
  submit: { max: 10, windowMs: 10 * 60 * 1000 },
  upload: { max: 20, windowMs: 10 * 60 * 1000 },
} as const;

type Bucket = { count: number; resetAt: number };
const store: Map<string, Bucket> = ((globalThis as { __museumFormLimits?: Map<string, Bucket> }).__museumFormLimits ??= new Map());

export function clientKey(req: Request) {
  return clientAddressKey(req) ?? 'local';
}

/** Counts one attempt; false when the client is over the limit for this window. */
export function takeToken(action: keyof typeof RATE_LIMITS, client: string, now = Date.now()) {
  const { max, windowMs } = RATE_LIMITS[action];
  const key = `${action}:${client}`;
  const bucket = store.get(key);
  if (!bucket || bucket.resetAt <= now) {
    if (store.size > 50_000) for (const [k, b] of store) if (b.resetAt <= now) store.delete(k);
    store.set(key, { count: 1, resetAt: now + windowMs });
    return { ok: true, retryAfter: 0 };
  }
  bucket.count += 1;
  return { ok: bucket.count <= max, retryAfter: Math.ceil((bucket.resetAt - now) / 1000) };
}

export function resetRateLimits() {
  store.clear();
}
