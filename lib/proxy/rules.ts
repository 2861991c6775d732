import { defaultLocale, isLocale, type Locale } from '@/i18n/config';
import { pathAliases, pathnames } from '@/i18n/routing';

/** What the proxy reads from the site: settings and the redirect table (see state.ts). */
export type ProxyState = { siteOnline: boolean; redirects: Map<string, string> };

export type Decision =
  | { kind: 'pass' } // API and assets: no locale handling
  | { kind: 'intl' } // hand over to next-intl (locale prefix, localized paths)
  | { kind: 'redirect'; status: 301 | 307 | 308; location: string }
  | { kind: 'rewrite'; path: string }
  | { kind: 'offline'; locale: Locale };

/** Entry routes of the webshop without language prefix (docs/requirements.md §2). */
const WEBSHOP_ENTRIES = ['/cms-hub', '/eventim-template', '/eventim.webshop', '/test.webshop', '/testshop', '/webshop'];

export type ProxyRequest = {
  pathname: string;
  search: URLSearchParams;
  hasSession: boolean;
  acceptLanguage: string | null;
};

export function preferredLocale(acceptLanguage: string | null): Locale {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.split(';')[0].trim().slice(0, 2).toLowerCase();
    if (isLocale(code)) return code;
  }
  return defaultLocale;
}

export function webshopEntry(pathname: string) {
  return WEBSHOP_ENTRIES.find((entry) => pathname === entry || pathname.startsWith(`${entry}/`));
}

/** Longest path segment (as sent, percent-encoded) a page is looked up for. */
const MAX_SEGMENT = 180;
const TOO_LONG_PATH = 'path-too-long';

export const isLocalizedApi = (pathname: string) => /^\/(de|en|cs)\/(api|pageeditor-api)(\/|$)/.test(pathname);

const localized = (to: string | Record<Locale, string>, locale: Locale) => (typeof to === 'string' ? to : to[locale]);

function withQuery(path: string, search: URLSearchParams) {
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * A date's shop page without a query is the same for everyone: its cached (ISR) twin answers it. A
 * failed form post comes back with `?error=`, shown by the page rendered per request.
 */
const SHOP_EVENT = /^\/(de|en|cs)\/webshop\/event\/\d{1,9}$/;
const SHARED_TWIN = /(?<=^\/(?:de|en|cs)\/webshop\/event\/\d{1,9})\/shared$/;
const sharedTwin = (path: string, search: URLSearchParams) =>
  SHOP_EVENT.test(path) && [...search.keys()].every((key) => key === '_rsc') ? `${path}/shared` : path;

const isStaffEntry = (pathname: string) => /^\/(de|en|cs)\/(login|dashboard)(\/|$)/.test(pathname);

/** The redirect table's entry for this path (with or without a trailing slash), if any. */
export function redirectFor(pathname: string, search: URLSearchParams, state: ProxyState | null): Decision | null {
  const redirects = state?.redirects;
  const target =
    redirects?.get(pathname) ??
    (pathname.length > 1 && pathname.endsWith('/') ? redirects?.get(pathname.slice(0, -1)) : undefined);
  return target && target !== pathname ? { kind: 'redirect', status: 301, location: withQuery(target, search) } : null;
}

/** A path with a dot that is not a webshop entry: a file name, which only the redirect table may claim. */
export const isFileLike = (pathname: string) =>
  pathname.includes('.') && !webshopEntry(pathname) && !isLocalizedApi(pathname);

/**
 * The proxy rules of docs/requirements.md §2, §4 and §8, in order. Pure: the caller supplies the request and
 * the site state, and carries out the decision.
 */
export function decide(req: ProxyRequest, state: ProxyState | null): Decision {
  const { pathname, search } = req;
  if (isLocalizedApi(pathname)) return { kind: 'pass' };

  const locale = (() => {
    const first = pathname.split('/')[1];
    return isLocale(first) ? first : preferredLocale(req.acceptLanguage);
  })();

  // Only an explicit switch-off answers 503 'Website offline'; unknown state (null) counts as online.
  // Staff keep browsing (a session cookie; pages and the API still check it) and can always reach
  // the login and the dashboard, or nobody could switch the site back on.
  if (state && !state.siteOnline && !req.hasSession && !isStaffEntry(pathname)) return { kind: 'offline', locale };

  // The page cache keeps one file per path: a segment longer than a file name may be would fail to
  // be cached (ENAMETOOLONG), and each would be a new entry. One fixed unknown path answers all 404.
  if (pathname.split('/').some((segment) => segment.length > MAX_SEGMENT))
    return { kind: 'rewrite', path: `/${locale}/${TOO_LONG_PATH}` };

  const redirect = redirectFor(pathname, search, state);
  if (redirect) return redirect;

  const entry = webshopEntry(pathname);
  if (entry) {
    const eventsList = `/${locale}${pathnames['/events'][locale]}`;
    if (search.get('overlay') === 'true') {
      const rest = new URLSearchParams(search);
      rest.delete('overlay');
      return { kind: 'redirect', status: 307, location: withQuery(eventsList, rest) };
    }
    const rest = pathname.slice(entry.length);
    const legacy = rest.split('/')[1];
    if (legacy === 'eventlist') return { kind: 'redirect', status: 301, location: eventsList };
    if (legacy === 'itemgroups')
      return { kind: 'redirect', status: 301, location: `/${locale}${pathnames['/magazine'][locale]}` };
    if (legacy === 'serie' || legacy === 'series')
      return { kind: 'redirect', status: 301, location: `/${locale}/abonnements` };
    return { kind: 'rewrite', path: withQuery(sharedTwin(`/${locale}/webshop${rest}`, search), search) };
  }

  // ?v= (a page version) is for staff only; visitors get the page without it.
  if (search.has('v') && !req.hasSession) {
    const rest = new URLSearchParams(search);
    rest.delete('v');
    return { kind: 'redirect', status: 301, location: withQuery(pathname, rest) };
  }

  const [, first, ...tail] = pathname.split('/');
  if (isLocale(first)) {
    const rest = `/${tail.join('/')}`;
    for (const alias of pathAliases) {
      if (rest !== alias.from && !rest.startsWith(`${alias.from}/`)) continue;
      const canonical = localized(alias.to, first);
      if (canonical === alias.from || rest.startsWith(`${canonical}/`) || rest === canonical) continue;
      return {
        kind: 'redirect',
        status: 301,
        location: withQuery(`/${first}${canonical}${rest.slice(alias.from.length)}`, search),
      };
    }
    // The events list without a query is the same for everyone: its cached (ISR) twin answers it.
    // `_rsc` only keys the browser's cache of a client-side navigation.
    if (rest === pathnames['/events'][first] && [...search.keys()].every((key) => key === '_rsc')) {
      return { kind: 'rewrite', path: withQuery(`/${first}/events/unfiltered`, search) };
    }
    const twin = sharedTwin(pathname, search);
    if (twin !== pathname) return { kind: 'rewrite', path: withQuery(twin, search) };
  }
  return { kind: 'intl' };
}

/**
 * A webshop entry link (`/webshop/cart`, `/testshop`) as the proxy would resolve it for a visitor of
 * `locale`: rendered into a page, it keeps the page's language instead of the browser's
 * Accept-Language, which the proxy falls back to for these unprefixed entries. Other links pass.
 */
export function localizedShopHref(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const url = new URL(href, 'http://site.invalid');
  if (!webshopEntry(url.pathname)) return href;
  const decision = decide(
    { pathname: url.pathname, search: url.searchParams, hasSession: false, acceptLanguage: locale },
    null,
  );
  // The visible address, not the cached twin a request for it is answered from.
  const resolved =
    decision.kind === 'rewrite'
      ? decision.path.replace(SHARED_TWIN, '')
      : decision.kind === 'redirect'
        ? decision.location
        : href;
  return `${resolved}${url.hash}`;
}
