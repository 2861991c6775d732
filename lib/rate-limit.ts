import 'server-only';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from '@/lib/api/errors';
import { db, schema } from '@/lib/db';
import { env } from '@/lib/env';

/**
 * Limits counted in the database (rate-limiter-flexible's Drizzle store, table rate_limits), so
 * they hold across server instances and restarts. Each limiter is `points` actions per `seconds`.
 */
const LIMITS = {
  /** Adding to the cart, changing or extending it. */
  cartWrite: { points: 30, seconds: 60 },
  /** Placing orders. */
  checkout: { points: 10, seconds: 600 },
  /** Wrong voucher codes: guessing them would be a way to steal credit. */
  voucherMiss: { points: 10, seconds: 3600 },
  /**
   * Failed visitor logins per e-mail address and client address together (password guessing against
   * one account from one place; the owner elsewhere is not locked out by it).
   */
  accountLoginPair: { points: 10, seconds: 900 },
  /** Failed visitor logins per client address (guessing across many accounts). */
  accountLoginClient: { points: 10, seconds: 900 },
  /** Failed staff logins per user name or e-mail address as typed, and client address together. */
  staffLoginPair: { points: 10, seconds: 900 },
  /** Failed staff logins per client address (a spray across many user names). */
  staffLoginClient: { points: 10, seconds: 900 },
  /** Sign-ups and new verification links per client address. */
  accountSignUpClient: { points: 10, seconds: 3600 },
  /** Sign-up and verification mails per e-mail address (no mail bombing of one inbox). */
  accountSignUpEmail: { points: 3, seconds: 3600 },
  /** Password reset requests per client address. */
  accountResetClient: { points: 10, seconds: 3600 },
  /** Password reset mails per e-mail address. */
  accountResetEmail: { points: 3, seconds: 3600 },
  /** Bytes of form files one client may upload per hour (UPLOAD_BUDGET_MB): a point is a byte. */
  uploadBytes: {
    get points() {
      return Math.round(env().UPLOAD_BUDGET_MB * 1024 * 1024);
    },
    seconds: 3600,
  },
  /** Form entries per client address (spam without a third-party service). */
  formSubmit: { points: 10, seconds: 600 },
  /** Form file uploads per client address (besides the byte budget below). */
  formUpload: { points: 20, seconds: 600 },
  /** Autocomplete per client address: a typing visitor sends a few a second at most (debounced). */
  autocomplete: { points: 120, seconds: 60 },
  /** Reports to the 404 log per client address: a page reports itself once, a crawler must not fill the log. */
  notFoundReport: { points: 60, seconds: 60 },
  /** Joining a date's waiting list, per client address and per e-mail address (no list bombing). */
  waitingListJoin: { points: 10, seconds: 3600 },
} as const;

export type LimitName = keyof typeof LIMITS;

const limiters = new Map<LimitName, RateLimiterDrizzle>();

function limiter(name: LimitName) {
  let found = limiters.get(name);
  if (!found) {
    const { points, seconds } = LIMITS[name];
    found = new RateLimiterDrizzle({
      storeClient: db(),
      schema: schema.rateLimits,
      keyPrefix: name,
      points,
      duration: seconds,
    });
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
 * Counts one action (or `points`, e.g. bytes) for every key given (the cart cookie, the client
 * address); a key over its limit refuses with 429 and the seconds until it may try again.
 * The keys are counted side by side (add to cart, the hot path, counts two: one round trip of
 * waiting, not two), and each is counted even when another is over its limit.
 */
export async function consume(
  name: LimitName,
  keys: (string | null | undefined)[],
  message: string,
  code?: number | string,
  points = 1,
) {
  const unique = [...new Set(keys.filter((key): key is string => !!key))];
  const results = await Promise.allSettled(unique.map((key) => limiter(name).consume(key, points)));
  let msBeforeNext = -1;
  for (const result of results) {
    if (result.status === 'fulfilled') continue;
    if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
    msBeforeNext = Math.max(msBeforeNext, result.reason.msBeforeNext);
  }
  if (msBeforeNext >= 0) throw new RateLimitError(Math.max(1, Math.ceil(msBeforeNext / 1000)), message, code);
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
export async function assertWithinLimit(
  name: LimitName,
  keys: (string | null | undefined)[],
  message: string,
  code?: number | string,
) {
  for (const key of keys) {
    if (!key) continue;
    const state = await limiter(name).get(key);
    if (state && state.consumedPoints >= LIMITS[name].points)
      throw new RateLimitError(Math.max(1, Math.ceil(state.msBeforeNext / 1000)), message, code);
  }
}

/** How long a failed login's answer waits: a guessing script gets a few tries a second, not hundreds. */
export const LOGIN_FAILURE_DELAY_MS = 300;

export type LoginAttempt = { succeeded(): Promise<void>; failed(): Promise<void> };

/**
 * Brute-force protection of a login, as rate-limiter-flexible's login recipe and django-axes do it.
 * Failures are counted per account *and* client address together, and per client address alone (a
 * spray across many names). Nothing is counted per account alone: that would let anyone who knows a
 * name keep its owner locked out from every address. A client without a known address (loopback,
 * no trusted proxy) shares one pair per account, as before.
 * Every attempt takes a point from both budgets before the password is checked (atomically in the
 * database, so parallel guesses from several instances count too); a successful login gives its
 * points back, so only failures add up. Over a budget the answer is 429 with Retry-After whatever the
 * password, and the same for names that have no account: the limit tells nobody which exist.
 */
export async function beginLogin(
  limits: { pair: LimitName; client: LimitName },
  keys: { account: string; client: string | null },
  message: string,
): Promise<LoginAttempt> {
  const taken: [LimitName, string][] = [];
  const give = async () => {
    for (const [name, key] of taken) await limiter(name).reward(key, 1);
  };
  try {
    for (const [name, key] of [
      [limits.pair, `${keys.account}@${keys.client ?? 'unknown'}`],
      [limits.client, keys.client],
    ] as const) {
      if (!key) continue;
      await consume(name, [key], message);
      taken.push([name, key]);
    }
  } catch (error) {
    // A refused attempt is no failure of its own: the points taken before the refusal go back.
    await give();
    throw error;
  }
  return {
    succeeded: give,
    failed: () => new Promise((resolve) => setTimeout(resolve, LOGIN_FAILURE_DELAY_MS)),
  };
}
