import 'server-only';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from '@/lib/api/errors';
import { db, schema } from '@/lib/db';

/**
 * Limits counted in the database (rate-limiter-flexible's Drizzle store, table rate_limits), so
 * they hold across server instances and restarts. Each limiter is `points` actions per `seconds`.
 */
export const LIMITS = {
  /** Adding to the cart, changing or extending it. */
  cartWrite: { points: 30, seconds: 60 },
  /** Placing orders. */
  checkout: { points: 10, seconds: 600 },
  /** Wrong voucher codes: guessing them would be a way to steal credit. */
  voucherMiss: { points: 10, seconds: 3600 },
  /** Visitor logins per e-mail address (password guessing against one account). */
  accountLoginEmail: { points: 10, seconds: 900 },
  /** Visitor logins per client address (guessing across many accounts). */
  accountLoginClient: { points: 30, seconds: 900 },
  /** Sign-ups and new verification links per client address. */
  accountSignUpClient: { points: 10, seconds: 3600 },
  /** Sign-up and verification mails per e-mail address (no mail bombing of one inbox). */
  accountSignUpEmail: { points: 3, seconds: 3600 },
  /** Password reset requests per client address. */
  accountResetClient: { points: 10, seconds: 3600 },
  /** Password reset mails per e-mail address. */
  accountResetEmail: { points: 3, seconds: 3600 },
  /** Autocomplete per client address: a typing visitor sends a few a second at most (debounced). */
  autocomplete: { points: 120, seconds: 60 },
  /** Reports to the 404 log per client address: a page reports itself once, a crawler must not fill the log. */
  notFoundReport: { points: 60, seconds: 60 },
} as const;

export type LimitName = keyof typeof LIMITS;

const limiters = new Map<LimitName, RateLimiterDrizzle>();

function limiter(name: LimitName) {
  let found = limiters.get(name);
  if (!found) {
    const { points, seconds } = LIMITS[name];
    found = new RateLimiterDrizzle({ storeClient: db(), schema: schema.rateLimits, keyPrefix: name, points, duration: seconds });
    limiters.set(name, found);
  }
  return found;
}

export class RateLimitError extends ApiError {
  constructor(retryAfterSeconds: number, message: string, code: number | string = 'rate_limited') {
    super(429, message, code);
    this.retryAfter = retryAfterSeconds;
  }
}

/**
 * Counts one action for every key given (the cart cookie, the client address); the first key over
 * its limit refuses with 429 and the seconds until it may try again.
 */
export async function consume(name: LimitName, keys: (string | null | undefined)[], message: string, code?: number) {
  for (const key of keys) {
    if (!key) continue;
    try {
      await limiter(name).consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new RateLimitError(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)), message, code);
      throw rejection;
    }
  }
}

/** Tests start every case with fresh limits. */
export async function resetRateLimits() {
  limiters.clear();
  await db().delete(schema.rateLimits);
}

/**
 * Refuses (429) when any of the keys has used up its points, without counting an action: a lookup
 * whose misses are limited must not keep answering hits to a client that is over the limit.
 */
export async function assertWithinLimit(name: LimitName, keys: (string | null | undefined)[], message: string, code?: number) {
  for (const key of keys) {
    if (!key) continue;
    const state = await limiter(name).get(key);
    if (state && state.consumedPoints >= LIMITS[name].points) throw new RateLimitError(Math.max(1, Math.ceil(state.msBeforeNext / 1000)), message, code);
  }
}
