/**
 * Cookies that drive the header's cart badge (SPEC 7/9): readable by scripts, path /, 15 minutes.
 * The box office sets them after each cart change; the header only reads them.
 */
export const CART_COUNT_COOKIE = 'cart_count';
export const CART_URL_COOKIE = 'cart_url';
