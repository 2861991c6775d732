/**
 * The webshop: start page and cart (/webshop, /webshop/cart), checkout (/webshop/checkout) and the
 * order confirmation (/webshop/orders/{code}). Cart state is read in the browser from the API, so no
 * page here reads cookies; unknown shop paths are a 404.
 */
export type ShopScreen = { kind: 'cart'; start: boolean } | { kind: 'checkout' } | { kind: 'order'; code: string };

export function shopScreen(path: string[] | undefined): ShopScreen | null {
  const [first, second, ...rest] = path ?? [];
  if (!first) return { kind: 'cart', start: true };
  if (first === 'cart' && !second) return { kind: 'cart', start: false };
  if (first === 'checkout' && !second) return { kind: 'checkout' };
  if (first === 'orders' && second && !rest.length && /^[A-Z0-9]{6,20}$/.test(second)) return { kind: 'order', code: second };
  return null;
}
