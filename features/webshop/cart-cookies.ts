/**
 * Cookies that drive the header's cart badge (docs/requirements.md §7/§9): readable by scripts, path /, 15 minutes.
 * The box office sets them after each cart change; the header only reads them.
 */
export const CART_COUNT_COOKIE = 'cart_count';
export const CART_URL_COOKIE = 'cart_url';

/** A count the header can show: a non-negative integer, anything else counts as empty. */
export function parseCartCount(raw: string | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** Only same-site paths or http(s) URLs are followed from a cookie. */
export function safeCartUrl(raw: string | undefined, fallback: string): string {
  if (!raw) return fallback;
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw;
  return /^https?:\/\//i.test(raw) ? raw : fallback;
}
