import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { ZodError, type ZodType } from 'zod';
import { readBodyBytes } from '@/lib/api/body';
import { ApiError } from '@/lib/api/errors';
import { assertNoNul, parseJsonText } from '@/lib/api/json';
import { isLocale, type Locale } from '@/i18n/config';
import { env } from '@/lib/env';
import { readSiteSettings } from '@/features/settings/server';
import { CART_COUNT_COOKIE, CART_URL_COOKIE } from '../cart-cookies';
import { CART_ERROR, type ShopClient } from '@/features/box-office';
import { RESERVATION_MINUTES } from '@/features/box-office/types';
import { CartError, cartForToken, shopOfflineError } from '@/features/box-office/server';
import { clientAddressKey } from '@/lib/client-address';
import { assertSameOrigin as assertOwnOrigin, isPlainFormPost, type OriginOptions } from '@/lib/api/origin';

/** HttpOnly: scripts never see which cart is whose; only the badge cookies are readable. */
export const CART_COOKIE = 'museum_cart';
const CART_COOKIE_DAYS = 7;
const secure = () => process.env.NODE_ENV === 'production' && env().SITE_URL.startsWith('https://');

/**
 * Cart writes are accepted only from our own pages. Browsers send Origin on every POST/PATCH/DELETE
 * fetch; a request from another site (or a cross-site fetch metadata hint) is refused. The plain
 * forms (shop-forms.ts) also refuse a form post that names no origin.
 */
export function assertSameOrigin(req: NextRequest, options?: OriginOptions) {
  assertOwnOrigin(
    req,
    () => new CartError(403, 'Requests from other sites are not accepted.', CART_ERROR.foreignOrigin),
    options,
  );
}

/**
 * Refuses while the shop is offline; otherwise the box-office rules read with it (one read for the whole
 * request). Read fresh (not from the page cache): switching the shop off must stop sales at once.
 */
export async function assertShopOnline() {
  const settings = await readSiteSettings();
  if (!settings.is_shop_online) {
    throw shopOfflineError();
  }
  return settings.box_office;
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

/** Who is buying: the cart cookie and the client address a trusted proxy reported (hashed). */
export function shopClient(req: NextRequest): ShopClient {
  return { token: req.cookies.get(CART_COOKIE)?.value, addressKey: clientAddressKey(req) };
}

/** Sets the cart cookie and the badge cookies (count and cart URL, 15 minutes, path /). */
export function withCartCookies(res: NextResponse, cart: { token: string }, count: number, url: string) {
  res.cookies.set(CART_COOKIE, cart.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(),
    path: '/',
    maxAge: CART_COOKIE_DAYS * 86400,
  });
  const badge = {
    httpOnly: false,
    sameSite: 'lax' as const,
    secure: secure(),
    path: '/',
    maxAge: RESERVATION_MINUTES * 60,
  };
  res.cookies.set(CART_COUNT_COOKIE, String(count), badge);
  res.cookies.set(CART_URL_COOKIE, url, badge);
  return res;
}

export const json = (data: unknown, status = 200) =>
  NextResponse.json(data, { status, headers: { 'cache-control': 'no-store' } });

const MAX_ACTION_BODY = 8192;

/** A plain HTML form post (JavaScript off), answered with a redirect rather than JSON. */
export const isFormPost = isPlainFormPost;

/**
 * The raw body of a shop action, sent as JSON by the islands or as a plain HTML form when JavaScript
 * is off (fields as strings). `form` tells the handler to answer with a redirect.
 */
export async function readRawAction(req: NextRequest): Promise<{ raw: unknown; form: boolean }> {
  // Measured while read, not trusted from the header: a body sent in chunks has no Content-Length.
  const bytes = await readBodyBytes(req, MAX_ACTION_BODY);
  if (isFormPost(req)) {
    const form = await new Response(bytes, { headers: { 'content-type': req.headers.get('content-type') ?? '' } })
      .formData()
      .catch(() => {
        throw new ApiError(400, 'The form could not be read.', 'bad_request');
      });
    const raw: Record<string, string> = {};
    assertNoNul(form);
    for (const [key, value] of form) if (typeof value === 'string') raw[key] = value;
    return { raw, form: true };
  }
  const text = bytes.toString('utf8');
  return { raw: parseJsonText(text || 'null'), form: false };
}

/** The body of a shop action (JSON or form, see readRawAction), checked with the payload's schema. */
export async function readActionBody<T>(req: NextRequest, schema: ZodType<T>): Promise<{ data: T; form: boolean }> {
  const { raw, form } = await readRawAction(req);
  return { data: schema.parse(raw), form };
}

/**
 * Where a refused form post sends the visitor back: the page with `?error=` (the cart error code,
 * 'invalid' with the fields at fault, or 'failed'), so the page can say what went wrong in words.
 */
export function formErrorQuery(error: unknown): Record<string, string> {
  if (error instanceof ZodError)
    return {
      error: 'invalid',
      fields: [...new Set(error.issues.map((i) => String(i.path[0] ?? '')))].filter(Boolean).join(','),
    };
  if (error instanceof ApiError) {
    const limit = (error.details as { limit?: unknown } | undefined)?.limit;
    return {
      error: typeof error.code === 'number' ? String(error.code) : String(error.code ?? 'failed'),
      ...(typeof limit === 'number' ? { limit: String(limit) } : {}),
    };
  }
  return { error: 'failed' };
}

/** A form post's answer: 303 to the page that shows the result (relative to this site only). */
export function seeOther(req: NextRequest, path: string) {
  const target = path.startsWith('/') && !path.startsWith('//') ? path : '/';
  return NextResponse.redirect(new URL(target, req.nextUrl.origin), 303);
}
