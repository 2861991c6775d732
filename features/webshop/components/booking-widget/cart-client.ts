import { setCookie } from '@/lib/browser-cookie';
import { CART_COUNT_COOKIE, CART_URL_COOKIE } from '../../cart-cookies';
import { CART_ERROR } from '@/features/box-office';
import { type CartResponse, RESERVATION_MINUTES } from '@/features/box-office/types';
import type { CartCall } from './selection';

export type CartResult =
  | { ok: true; response: CartResponse }
  | { ok: false; code: number | null; detail?: string; limit?: number; seatId?: number };

/**
 * Sends one cart call per seat group, one after the other, and stops at the first failure (docs/requirements.md §7):
 * a later group is never reserved when an earlier one failed.
 */
export async function sendCartCalls(calls: CartCall[], fetcher: typeof fetch = fetch): Promise<CartResult> {
  let last: CartResponse | null = null;
  for (const call of calls) {
    let res: Response;
    try {
      res = await fetcher('/api/shop-cart/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify(call),
      });
    } catch {
      return { ok: false, code: null };
    }
    const body = (await res.json().catch(() => null)) as
      | (Partial<CartResponse> & { code?: unknown; detail?: string; errors?: { limit?: unknown; seat_id?: unknown } })
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
