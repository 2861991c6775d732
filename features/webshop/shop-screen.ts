import { isLocale } from '@/i18n/config';
import { decodeParam, parseId } from '@/lib/params';
import { webshopEntry } from '@/lib/proxy/rules';

/**
 * The webshop's screens: the start page (/webshop, the catch-all route), the cart (/webshop/cart),
 * checkout (/webshop/checkout) and an order (/webshop/orders/{code}); the last three have routes of
 * their own, rendered per visitor. Unknown shop paths are a 404. Event dates, subscriptions and
 * vouchers have routes of their own too (see shopLink).
 */
export type ShopScreen = { kind: 'start' } | { kind: 'cart' } | { kind: 'checkout' } | { kind: 'order'; code: string };

export function shopScreen(path: string[] | undefined): ShopScreen | null {
  const [first, second, ...rest] = path ?? [];
  if (!first) return { kind: 'start' };
  if (first === 'cart' && !second) return { kind: 'cart' };
  if (first === 'checkout' && !second) return { kind: 'checkout' };
  if (first === 'orders' && second && !rest.length && /^[A-Z0-9]{6,20}$/.test(second))
    return { kind: 'order', code: second };
  return null;
}

/** What a link into the webshop leads to; ids still have to exist (the pages answer 404 otherwise). */
export type ShopLink =
  | ShopScreen
  | { kind: 'event'; id_jet: number }
  | { kind: 'subscription'; series_id: number }
  | { kind: 'vouchers' }
  /** An old webshop path the proxy redirects (docs/requirements.md §2: eventlist, itemgroups, serie/series). */
  | { kind: 'legacy' };

const LEGACY = new Set(['eventlist', 'itemgroups', 'serie', 'series']);

/**
 * Classifies a site path ('/webshop/event/40001', '/de/webshop/cart?x=1', '/testshop') as the webshop
 * would answer it; null when it is no shop path or one the shop does not know.
 */
export function shopLink(href: string): ShopLink | null {
  const path = href.split(/[?#]/)[0];
  let rest: string;
  const [, first, second] = path.split('/');
  if (isLocale(first) && second === 'webshop') rest = path.slice(`/${first}/webshop`.length);
  else {
    const entry = webshopEntry(path);
    if (!entry) return null;
    rest = path.slice(entry.length);
  }
  const decoded = rest.split('/').filter(Boolean).map(decodeParam);
  if (decoded.some((s) => s === null)) return null;
  const segments = decoded as string[];
  const [head, id, ...more] = segments;
  if (head && LEGACY.has(head)) return { kind: 'legacy' };
  if (head === 'event' || head === 'subscriptions') {
    const parsed = parseId(id);
    if (parsed === null || more.length) return null;
    return head === 'event' ? { kind: 'event', id_jet: parsed } : { kind: 'subscription', series_id: parsed };
  }
  if (head === 'vouchers' && !id) return { kind: 'vouchers' };
  return shopScreen(segments);
}
