import { NextResponse, type NextRequest } from 'next/server';
import { locales, type Locale } from '@/i18n/config';
import { pathnames, routing } from '@/i18n/routing';

/**
 * next-intl's middleware, precomputed for the common case: a page address with an exact locale
 * prefix (`/de/programm/veranstaltungen/fest/12`). The middleware sorts the pathnames table and
 * compiles a regular expression for every template of every language on every request; here the
 * same table, in the same order, is compiled once. The answer is the one the middleware gives
 * (tests/unit/proxy-localized-path.test.ts compares both for every entry and language): a rewrite to
 * the internal route, or `next()` when the address already is one, with the locale header set.
 * Anything else (a template of another language or an internal name, which redirect; a trailing
 * slash, percent-encoding, odd characters or case; the locale cookie turned on) returns null and goes
 * to next-intl itself.
 */

/** Set on the request by next-intl's middleware (its HEADER_LOCALE_NAME). */
const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';

/** A locale prefix and plain segments only: no encoding, no empty segment, no trailing slash. */
const PLAIN_PAGE_PATH = /^\/(de|en|cs)((?:\/[A-Za-z0-9._~-]+)*)$/;

type Template = { regex: RegExp; keys: string[]; internal: string; ownLocale: boolean; localized: string };

/** next-intl's templateToRegex: `[id]` one segment, `[...x]` one or more, `[[...x]]` optional. */
function templateToRegex(template: string) {
  const pattern = template
    .replace(/\/\[\[(\.\.\.[^\]]+)\]\]/g, '(?:/(.*))?')
    .replace(/\[\[(\.\.\.[^\]]+)\]\]/g, '(?:/(.*))?')
    .replace(/\[(\.\.\.[^\]]+)\]/g, '(.+)')
    .replace(/\[([^\]]+)\]/g, '([^/]+)');
  return new RegExp(`^${pattern}$`);
}

const isDynamic = (segment: string) => segment.includes('[');
const isCatchAll = (segment: string) => segment.includes('[...');
const isOptionalCatchAll = (segment: string) => segment.includes('[[...');

/** next-intl's getSortedPathnames order: static segments before dynamic, catch-alls last. */
function compareTemplates(a: string, b: string) {
  const pathA = a.split('/');
  const pathB = b.split('/');
  for (let i = 0; i < Math.max(pathA.length, pathB.length); i++) {
    const segmentA = pathA[i];
    const segmentB = pathB[i];
    if (!segmentA && segmentB) return -1;
    if (segmentA && !segmentB) return 1;
    if (!segmentA && !segmentB) continue;
    if (!isDynamic(segmentA) && isDynamic(segmentB)) return -1;
    if (isDynamic(segmentA) && !isDynamic(segmentB)) return 1;
    if (!isCatchAll(segmentA) && isCatchAll(segmentB)) return -1;
    if (isCatchAll(segmentA) && !isCatchAll(segmentB)) return 1;
    if (!isOptionalCatchAll(segmentA) && isOptionalCatchAll(segmentB)) return -1;
    if (isOptionalCatchAll(segmentA) && !isOptionalCatchAll(segmentB)) return 1;
  }
  return 0;
}

/** Per language, the templates in the order next-intl tries them: its own language first within an entry. */
const tables = new Map<Locale, Template[]>(
  locales.map((locale) => {
    const table: Template[] = [];
    for (const internal of (Object.keys(pathnames) as (keyof typeof pathnames)[]).sort(compareTemplates)) {
      const config: string | Record<string, string> = pathnames[internal];
      const entries: [string | undefined, string][] =
        typeof config === 'string'
          ? [[undefined, config]]
          : Object.entries(config).sort(([a], [b]) => Number(b === locale) - Number(a === locale));
      for (const [entryLocale, localized] of entries) {
        table.push({
          regex: templateToRegex(localized),
          keys: (localized.match(/\[([^\]]+)\]/g) ?? []).map((key) => key.replace(/[[\]]/g, '')),
          internal,
          ownLocale: entryLocale === undefined || entryLocale === locale,
          localized,
        });
      }
    }
    return [locale, table];
  }),
);

const internalNames = Object.keys(pathnames).map(templateToRegex);

/** The internal path (`/events/fest/12`) for an unprefixed localized one, or null when next-intl would redirect. */
function internalPath(locale: Locale, unprefixed: string): string | null {
  for (const template of tables.get(locale)!) {
    const match = template.regex.exec(unprefixed);
    if (!match) continue;
    if (!template.ownLocale) return null;
    let target = template.internal.replace(/\[\[/g, '[').replace(/\]\]/g, ']');
    template.keys.forEach((key, index) => {
      target = target.replace(`[${key}]`, () => match[index + 1] ?? '');
    });
    return target !== '/' && target.endsWith('/') ? target.slice(0, -1) : target;
  }
  // No template: a CMS page (the catch-all route), unless an internal name matches, which redirects.
  return internalNames.some((regex) => regex.test(unprefixed)) ? null : unprefixed;
}

/** next-intl's answer for a plain localized page address, or null to let next-intl decide. */
export function localizedPageResponse(request: NextRequest): NextResponse | null {
  if (routing.localeCookie) return null;
  const { pathname, search } = request.nextUrl;
  const match = PLAIN_PAGE_PATH.exec(pathname);
  if (!match) return null;
  const locale = match[1] as Locale;
  const internal = internalPath(locale, match[2] || '/');
  if (internal === null) return null;
  const target = internal === '/' ? `/${locale}` : `/${locale}${internal}`;
  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, locale);
  if (target === pathname) return NextResponse.next({ request: { headers } });
  return NextResponse.rewrite(new URL(target + search, request.url), { request: { headers } });
}
