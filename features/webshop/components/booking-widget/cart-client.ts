import { setCookie } from '@/lib/browser-cookie';
import { CART_COUNT_COOKIE, CART_URL_COOKIE } from '../../cart-cookies';
import { CART_ERROR } from '@/features/box-office';
import { type CartResponse, RESERVATION_MINUTES } from '@/features/box-office/types';
import type { CartCall } from './selection';

/** A 503 that says 'over capacity, come back in a moment': when to ask again and the place in line. */
type CartWait = { retryAfter: number; position: number | null; waitSeconds: number | null };

export type CartResult =
  | { ok: true; response: CartResponse }
  | {
      ok: false;
      code: number | null;
      detail?: string;
      limit?: number;
      seatId?: number;
      /** Over capacity (-253, or any 503 with Retry-After): the caller may send the calls from `failedAt` again. */
      wait?: CartWait;
      /** The index of the call that failed; the ones before it are in the cart. */
      failedAt?: number;
    };

const MIN_RETRY_SECONDS = 1;
const MAX_RETRY_SECONDS = 60;

/** Seconds between two tries while the shop is over capacity: Retry-After (seconds or a date), else the body's retry_after. */
function retrySeconds(header: string | null, body: unknown): number {
  const fromHeader =
    header === null ? NaN : /^\s*\d+\s*$/.test(header) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  const seconds = Number.isFinite(fromHeader) ? fromHeader : typeof body === 'number' ? body : MIN_RETRY_SECONDS;
  return Math.min(MAX_RETRY_SECONDS, Math.max(MIN_RETRY_SECONDS, Math.ceil(seconds)));
}

const whole = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : null;

/** The 'wait' of an answer: over capacity (-253), or any 503 that says when to come back. */
function waitOf(
  res: Response,
  body: { code?: unknown; retry_after?: unknown; position?: unknown; wait_seconds?: unknown } | null,
): CartWait | undefined {
  const header = res.headers.get('retry-after');
  if (res.status !== 503 || (body?.code !== CART_ERROR.waitingRoom && header === null)) return undefined;
  const position = whole(body?.position);
  return {
    retryAfter: retrySeconds(header, body?.retry_after),
    position: position && position >= 1 ? position : null,
    waitSeconds: whole(body?.wait_seconds),
  };
}

/**
 * Sends one cart call per seat group, one after the other, and stops at the first failure (docs/requirements.md §7):
 * a later group is never reserved when an earlier one failed. `signal` ends a try nobody waits for any more
 * (the server does not start work for a request whose client has gone).
 */
export async function sendCartCalls(
  calls: CartCall[],
  fetcher: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<CartResult> {
  let last: CartResponse | null = null;
  for (const [index, call] of calls.entries()) {
    let res: Response;
    try {
      res = await fetcher('/api/shop-cart/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify(call),
        signal,
      });
    } catch {
      return { ok: false, code: null, failedAt: index };
    }
    const body = (await res.json().catch(() => null)) as
      | (Partial<CartResponse> & {
          code?: unknown;
          detail?: string;
          errors?: { limit?: unknown; seat_id?: unknown };
          retry_after?: unknown;
          position?: unknown;
          wait_seconds?: unknown;
        })
      | null;
    if (!res.ok || !body || typeof body.tickets_quantity !== 'number') {
      // A 429 without our body (a proxy's rate limit) still means 'wait and try again', not 'failed'.
      const code = typeof body?.code === 'number' ? body.code : res.status === 429 ? CART_ERROR.rateLimited : null;
      return {
        ok: false,
        code,
        detail: body?.detail,
        limit: typeof body?.errors?.limit === 'number' ? body.errors.limit : undefined,
        // -218 names the chosen seat that was taken (the seat plan drops it from the choice).
        seatId: typeof body?.errors?.seat_id === 'number' ? body.errors.seat_id : undefined,
        wait: waitOf(res, body),
        failedAt: index,
      };
    }
    last = { tickets_quantity: body.tickets_quantity, cart_url: String(body.cart_url) };
  }
  return last ? { ok: true, response: last } : { ok: false, code: null };
}

/** The badge cookies (docs/requirements.md §9: 15 minutes, path /), then a nudge so the header re-reads them. */
export function rememberCart(response: CartResponse) {
  const days = RESERVATION_MINUTES / (24 * 60);
  setCookie(CART_COUNT_COOKIE, String(response.tickets_quantity), days);
  setCookie(CART_URL_COOKIE, response.cart_url, days);
  window.dispatchEvent(new Event('museum:cart-change'));
}
