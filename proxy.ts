import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';
import { SESSION_COOKIE } from '@/features/auth';
import { decide } from '@/lib/proxy/rules';
import { proxyState } from '@/lib/proxy/state';
import { offlinePage } from '@/lib/proxy/offline-page';

const intl = createIntlMiddleware(routing);

/** Locale prefix, redirect table, site-online, webshop rewrites and the ?v= / ?overlay= rules. */
export default async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (!isDecodable(pathname)) return new NextResponse('Bad Request: the address is not valid URL encoding', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  // Unprefixed APIs and media come through here only for the encoding check above.
  if (/^\/(api|pageeditor-api|media)(\/|$)/.test(pathname)) return NextResponse.next();
  // Localized API paths need no site state; answer them without waiting for it.
  const state = /^\/(de|en|cs)\/(api|pageeditor-api)(\/|$)/.test(pathname) ? null : await proxyState();
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
      return intl(request);
  }
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
  // Everything but Next's assets, the unprefixed APIs, media files and files with an extension
  // (except the webshop entries that have a dot in their name).
  matcher: [
    '/((?!_next|api|pageeditor-api|media|html|monitoring|.*\\..*).*)',
    '/eventim.webshop/:path*',
    '/test.webshop/:path*',
    '/eventim.webshop',
    '/test.webshop',
    '/api/:path*',
    '/pageeditor-api/:path*',
    '/media/:path*',
  ],
};
