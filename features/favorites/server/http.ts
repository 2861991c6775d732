import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { readBodyBytes } from '@/lib/api/body';
import { ApiError, forbidden } from '@/lib/api/errors';
import { assertNoNul, parseJsonText } from '@/lib/api/json';
import { env } from '@/lib/env';
import { assertSameOrigin as assertOwnOrigin, isOwnOrigin, isPlainFormPost } from '@/lib/api/origin';
import { isLocale, type Locale } from '@/i18n/config';
import { FAVORITES_COOKIE, FAVORITES_COOKIE_DAYS } from '../constants';
import { serializeFavorites, type FavoriteRef } from '../cookie';

const MAX_BODY = 2048;

export const isFormPost = isPlainFormPost;

/**
 * Favorites are written only from our own pages. Browsers send Origin with every POST fetch and
 * form post; one from another site (or a sibling subdomain), or a form post without Origin or
 * Sec-Fetch-Site, is refused. For guests this is the whole check (a write touches only their own
 * cookie); visitors also need their CSRF token.
 */
export function assertSameOrigin(req: NextRequest) {
  assertOwnOrigin(req, () => forbidden('Requests from other sites are not accepted.'), {
    sameSiteIsForeign: true,
    requireOriginOnForms: true,
  });
}

/** The body as JSON (a heart with JavaScript) or as the heart's plain form (fields as strings). */
export async function readRawBody(req: NextRequest): Promise<unknown> {
  const bytes = await readBodyBytes(req, MAX_BODY);
  if (isFormPost(req)) {
    const form = await new Response(bytes, { headers: { 'content-type': req.headers.get('content-type') ?? '' } })
      .formData()
      .catch(() => {
        throw new ApiError(400, 'The form could not be read.', 'bad_request');
      });
    const raw: Record<string, string> = {};
    assertNoNul(form);
    for (const [key, value] of form) if (typeof value === 'string') raw[key] = value;
    return raw;
  }
  const text = new TextDecoder().decode(bytes);
  if (!text.trim()) throw new ApiError(400, 'Request body is empty; JSON was expected', 'bad_request');
  return parseJsonText(text);
}

/** The language of a form post: ?lang= on the form's action, else the page it came from. */
export function formLocale(req: NextRequest): Locale {
  const lang = req.nextUrl.searchParams.get('lang');
  if (isLocale(lang)) return lang;
  const first = refererPath(req)?.split('/')[1];
  return isLocale(first) ? first : 'de';
}

/** The path (and query) of the page a form came from, when it is one of ours. */
export function refererPath(req: NextRequest): string | null {
  try {
    const referer = new URL(req.headers.get('referer') ?? '');
    if (!isOwnOrigin(req, referer.origin) || referer.pathname.startsWith('/api/')) return null;
    return `${referer.pathname}${referer.search}`;
  } catch {
    return null;
  }
}

export function seeOther(req: NextRequest, path: string) {
  const target = path.startsWith('/') && !path.startsWith('//') ? path : '/';
  return NextResponse.redirect(new URL(target, req.nextUrl.origin), 303);
}

const secure = () => process.env.NODE_ENV === 'production' && env().SITE_URL.startsWith('https://');

/** The guest cookie: readable by the hearts, Lax, a year; an empty list removes it. */
export function setFavoritesCookie(res: NextResponse, refs: FavoriteRef[]) {
  if (!refs.length) res.cookies.set(FAVORITES_COOKIE, '', { path: '/', maxAge: 0, sameSite: 'lax' });
  else
    res.cookies.set(FAVORITES_COOKIE, serializeFavorites(refs), {
      httpOnly: false,
      sameSite: 'lax',
      secure: secure(),
      path: '/',
      maxAge: FAVORITES_COOKIE_DAYS * 86400,
    });
  return res;
}

/** For the lead's login route: the guest cookie is merged into the account, so it goes. */
export function clearFavoritesCookie(res: NextResponse) {
  return setFavoritesCookie(res, []);
}
