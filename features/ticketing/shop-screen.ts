/**
 * The webshop's catch-all route: the start page (/webshop). The cart (/webshop/cart), checkout
 * (/webshop/checkout) and order pages (/webshop/orders/{code}) have routes of their own, rendered per
 * visitor; unknown shop paths are a 404.
 */
export type ShopScreen = { kind: 'start' };

export function shopScreen(path: string[] | undefined): ShopScreen | null {
  if (!path?.length) return { kind: 'start' };
  return null;
}
