import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';
import { defaultLocale, isLocale } from '@/i18n/config';
import { SESSION_COOKIE } from '@/features/auth';
import { decide, isFileLike, isLocalizedApi, redirectFor } from '@/lib/proxy/rules';
import { proxyState } from '@/lib/proxy/state';
import { localizedPageResponse } from '@/lib/proxy/localized-path';
import { offlinePage } from '@/lib/proxy/offline-page';
import { MAX_REQUEST_BODY } from '@/lib/api/body-limit';

const intl = createIntlMiddleware(routing);

const NOT_FOUND_BODY = /^\/(de|en|cs)\/not-found-body\/?$/;
const NOT_FOUND_BODY_HEADER = 'x-museum-not-found-body';

/** Locale prefix, redirect table, site-online, webshop rewrites and the ?v= / ?overlay= rules. */
export default async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (!isDecodable(pathname)) return badRequest('the address is not valid URL encoding');
  // A NUL character is never part of a real address, and PostgreSQL refuses it in text (a 500 later on).
  if (hasNul(pathname, searchParams)) return badRequest('the address contains a NUL character');
  if (Number(request.headers.get('content-length') ?? 0) > MAX_REQUEST_BODY) {
    return NextResponse.json(
      { detail: `Request body is larger than ${MAX_REQUEST_BODY / 1024 / 1024} MB`, code: 'too_large' },
      { status: 413, headers: { connection: 'close' } },
    );
  }
  // Unprefixed APIs and media come through here only for the encoding check above.
  if (/^\/(api|pageeditor-api|media)(\/|$)/.test(pathname)) return NextResponse.next();
  const localizedApi = isLocalizedApi(pathname);
  // '/de/x%25ZZ' decodes once to '/de/x%ZZ', which Next's router decodes again after the locale
  // handling and answered 500. No page path holds a percent sign, so it is simply not found.
  if (!localizedApi && !isDecodable(decodeURIComponent(pathname)))
    return NextResponse.rewrite(new URL(`/${localeOf(pathname)}/404`, request.nextUrl.origin));
  // The full-chrome 404 body (server/stages/not-found.ts) is for the server's own request only.
  if (
    NOT_FOUND_BODY.test(pathname) &&
    (!process.env.MUSEUM_NOT_FOUND_TOKEN ||
      request.headers.get(NOT_FOUND_BODY_HEADER) !== process.env.MUSEUM_NOT_FOUND_TOKEN)
  ) {
    return NextResponse.rewrite(new URL(`/${localeOf(pathname)}/404`, request.nextUrl.origin));
  }
  // Localized API paths need no site state; answer them without waiting for it.
  const state = localizedApi ? null : await proxyState();
  // Paths with a dot are files (icons, robots.txt, public/) and pass untouched, unless the redirect
  // table names them: old sites had addresses such as /de/anfahrt.html.
  if (isFileLike(pathname)) {
    const redirect = redirectFor(pathname, searchParams, state);
    return redirect?.kind === 'redirect'
      ? NextResponse.redirect(new URL(redirect.location, request.nextUrl.origin), redirect.status)
      : NextResponse.next();
  }
  const decision = decide(
    {
      pathname,
      search: searchParams,
      hasSession: request.cookies.has(SESSION_COOKIE),
      acceptLanguage: request.headers.get('accept-language'),
    },
    state,
  );
  switch (decision.kind) {
    case 'pass':
      return NextResponse.next();
    case 'offline':
      return offlinePage(decision.locale);
    case 'redirect':
      return NextResponse.redirect(new URL(decision.location, request.nextUrl.origin), decision.status);
    case 'rewrite':
      return NextResponse.rewrite(new URL(decision.path, request.nextUrl.origin));
    case 'intl':
      // The common case (a plain page address) from a precomputed table, the same answer next-intl gives.
      return localizedPageResponse(request) ?? intl(request);
  }
}

function localeOf(pathname: string) {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

function badRequest(reason: string) {
  return new NextResponse(`Bad Request: ${reason}`, {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

function hasNul(pathname: string, search: URLSearchParams) {
  if (/%00/.test(pathname)) return true;
  for (const [key, value] of search) if (key.includes('\0') || value.includes('\0')) return true;
  return false;
}

function isDecodable(pathname: string) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export const config = {
  // Everything but Next's assets, the unprefixed APIs and media files. Paths with a dot only see the
  // redirect table (isFileLike above); the webshop entries with a dot in their name are whole routes.
  matcher: [
    '/((?!_next|api|pageeditor-api|media|html|monitoring).*)',
    '/eventim.webshop/:path*',
    '/test.webshop/:path*',
    '/eventim.webshop',
    '/test.webshop',
    '/api/:path*',
    '/pageeditor-api/:path*',
    '/media/:path*',
    // Localized APIs with a dot (calendar.ics, feed.ics) and any address with a percent sign, so the
    // checks above see them: '/de/api/events/%ZZ/calendar.ics' reached Next's router and answered 500.
    '/(de|en|cs)/(api|pageeditor-api)/:path*',
    '/((?!_next/).*%.*)',
  ],
};
