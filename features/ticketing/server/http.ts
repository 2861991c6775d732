import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { isLocale, type Locale } from '@/i18n/config';
import { env } from '@/lib/env';
import { readSiteSettings } from '@/features/settings/server';
import { CART_COUNT_COOKIE, CART_URL_COOKIE } from '../cart-cookies';
import { CART_ERROR } from '../cart-errors';
import { RESERVATION_MINUTES } from '../types';
import { CartError } from './inventory';
import { cartForToken } from './cart';

/** HttpOnly: scripts never see which cart is whose; only the badge cookies are readable. */
export const CART_COOKIE = 'museum_cart';
const CART_COOKIE_DAYS = 7;
const secure = () => process.env.NODE_ENV === 'production' && env().SITE_URL.startsWith('https://');

/**
 * Cart writes are accepted only from our own pages. Browsers send Origin on every POST/PATCH/DELETE
 * fetch; a request from another site (or a cross-site fetch metadata hint) is refused.
 */
export function assertSameOrigin(req: NextRequest) {
  const origin = req.headers.get('origin');
  const site = req.headers.get('sec-fetch-site');
  const allowed = new Set([req.nextUrl.origin, new URL(env().SITE_URL).origin]);
  const forwardedHost = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  if (forwardedHost) allowed.add(`${req.headers.get('x-forwarded-proto') ?? req.nextUrl.protocol.replace(':', '')}://${forwardedHost}`);
  if ((origin && origin !== 'null' && !allowed.has(origin)) || origin === 'null' || site === 'cross-site') {
    throw new CartError(403, 'Requests from other sites are not accepted.', CART_ERROR.foreignOrigin);
  }
}

/** Read fresh (not from the page cache): switching the shop off must stop sales at once. */
export async function assertShopOnline() {
  const settings = await readSiteSettings();
  if (!settings.is_shop_online) {
    throw new CartError(503, 'The webshop is offline at the moment; tickets are available at the box office.', CART_ERROR.shopOffline);
  }
}

export async function shopOnline() {
  return (await readSiteSettings()).is_shop_online;
}

/** The page's language: the Referer's first path segment, else ?lang=, else German. */
export function requestLocale(req: NextRequest): Locale {
  const lang = req.nextUrl.searchParams.get('lang');
  if (isLocale(lang)) return lang;
  const referer = req.headers.get('referer');
  if (referer) {
    try {
      const first = new URL(referer).pathname.split('/')[1];
      if (isLocale(first)) return first;
    } catch {
      // An unparsable Referer says nothing about the language.
    }
  }
  return 'de';
}

export const cartUrl = (locale: Locale) => `/${locale}/webshop/cart`;

export async function currentCart(req: NextRequest) {
  return cartForToken(req.cookies.get(CART_COOKIE)?.value);
}

/** Sets the cart cookie and the badge cookies (count and cart URL, 15 minutes, path /). */
export function withCartCookies(res: NextResponse, cart: { token: string }, count: number, url: string) {
  res.cookies.set(CART_COOKIE, cart.token, { httpOnly: true, sameSite: 'lax', secure: secure(), path: '/', maxAge: CART_COOKIE_DAYS * 86400 });
  const badge = { httpOnly: false, sameSite: 'lax' as const, secure: secure(), path: '/', maxAge: RESERVATION_MINUTES * 60 };
  res.cookies.set(CART_COUNT_COOKIE, String(count), badge);
  res.cookies.set(CART_URL_COOKIE, url, badge);
  return res;
}

export const json = (data: unknown, status = 200) => NextResponse.json(data, { status, headers: { 'cache-control': 'no-store' } });
