import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, type NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/config';
import { pathnames, routing } from '@/i18n/routing';
import { localizedPageResponse } from '@/lib/proxy/localized-path';

const intl = createIntlMiddleware(routing);

const request = (path: string) =>
  new NextRequest(new URL(path, 'http://localhost:3000'), {
    headers: { 'accept-language': 'en-GB,en;q=0.9', cookie: 'a=b' },
  });

/** Everything the adapter passes on to Next: status and headers (rewrite target, request header overrides, location). */
const observable = (response: NextResponse) => ({
  status: response.status,
  headers: Object.fromEntries(response.headers.entries()),
});

/** A template filled in: `[slug]` and `[id]` with sample values, catch-alls with two segments or none. */
function fill(template: string, catchAll: string) {
  return template
    .replace(/\/\[\[\.\.\.[^\]]+\]\]/, catchAll)
    .replace(/\[\.\.\.[^\]]+\]/, catchAll.slice(1) || 'x')
    .replace(/\[slug\]/, 'sommer-fest')
    .replace(/\[[^\]]+\]/g, '12');
}

/** Every template of every entry, as every language would address it, plus CMS pages and odd spellings. */
function samplePaths() {
  const paths = new Set<string>();
  for (const locale of locales) {
    paths.add(`/${locale}`);
    for (const [internal, config] of Object.entries(pathnames)) {
      const templates = [internal, ...(typeof config === 'string' ? [config] : Object.values(config))];
      for (const template of templates) {
        for (const catchAll of ['', '/a/b']) {
          const path = fill(template, catchAll);
          paths.add(`/${locale}${path === '/' ? '' : path}`);
          paths.add(`/${locale}${path}/`);
          paths.add(`/${locale}${path === '/' ? '' : path}?page=2&q=a%20b`);
        }
      }
    }
    for (const cms of ['/besuch', '/visit/opening-hours', '/team-x', '/events-archive', '/programm', '/a.b_c~d-e'])
      paths.add(`/${locale}${cms}`);
  }
  for (const odd of [
    '/DE/besuch',
    '/de//besuch',
    '/de/%62esuch',
    '/de/b%C3%BChne',
    '/de/a\\b',
    '/',
    '/besuch',
    '/fr/besuch',
  ])
    paths.add(odd);
  return [...paths];
}

describe('proxy fast path for localized pages', () => {
  it('gives next-intl’s answer for every pathnames entry and language, or leaves the address to it', () => {
    let handled = 0;
    for (const path of samplePaths()) {
      const fast = localizedPageResponse(request(path));
      if (!fast) continue;
      handled++;
      expect(observable(fast), path).toEqual(observable(intl(request(path))));
    }
    // The plain addresses (no trailing slash, no encoding) are the common case it exists for.
    expect(handled).toBeGreaterThan(150);
  });

  it('rewrites a localized address to its internal route with the locale header, and passes internal ones', () => {
    const detail = localizedPageResponse(request('/de/programm/veranstaltungen/sommer-fest/12?x=1'))!;
    expect(detail.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/de/events/sommer-fest/12?x=1');
    expect(detail.headers.get('x-middleware-request-x-next-intl-locale')).toBe('de');
    expect(detail.headers.get('x-middleware-request-accept-language')).toBe('en-GB,en;q=0.9');
    const home = localizedPageResponse(request('/cs'))!;
    expect(home.headers.get('x-middleware-next')).toBe('1');
    expect(home.headers.get('x-middleware-rewrite')).toBeNull();
    expect(home.headers.get('x-middleware-request-x-next-intl-locale')).toBe('cs');
  });

  it('leaves redirects and unusual spellings to next-intl', () => {
    // Another language's template (de address under /en) and an internal name both redirect there.
    expect(localizedPageResponse(request('/en/programm/veranstaltungen'))).toBeNull();
    expect(intl(request('/en/programm/veranstaltungen')).headers.get('location')).toBe(
      'http://localhost:3000/en/program/events',
    );
    expect(localizedPageResponse(request('/de/events'))).toBeNull();
    for (const path of ['/de/besuch/', '/DE/besuch', '/de/b%C3%BChne', '/besuch', '/'])
      expect(localizedPageResponse(request(path)), path).toBeNull();
  });
});
