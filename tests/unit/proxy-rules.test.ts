import { describe, expect, it } from 'vitest';
import {
  decide,
  isFileLike,
  localizedShopHref,
  preferredLocale,
  redirectFor,
  type ProxyState,
} from '@/lib/proxy/rules';

const state = (overrides: Partial<ProxyState> = {}): ProxyState => ({
  siteOnline: true,
  redirects: new Map([['/de/alt', '/de/neu']]),
  ...overrides,
});
const req = (url: string, extra: { hasSession?: boolean; acceptLanguage?: string } = {}) => {
  const u = new URL(url, 'http://localhost');
  return {
    pathname: u.pathname,
    search: u.searchParams,
    hasSession: extra.hasSession ?? false,
    acceptLanguage: extra.acceptLanguage ?? null,
  };
};

describe('proxy rules', () => {
  it('hands ordinary pages to next-intl', () => {
    expect(decide(req('/de/besuch'), state())).toEqual({ kind: 'intl' });
    expect(decide(req('/'), state())).toEqual({ kind: 'intl' });
  });

  it('answers 503 only when the site is switched off, in the path language; unknown state is online', () => {
    expect(decide(req('/en/visit'), state({ siteOnline: false }))).toEqual({ kind: 'offline', locale: 'en' });
    expect(decide(req('/webshop', { acceptLanguage: 'cs-CZ,cs;q=0.9' }), state({ siteOnline: false }))).toEqual({
      kind: 'offline',
      locale: 'cs',
    });
    expect(decide(req('/cs'), null)).toEqual({ kind: 'intl' });
  });

  it('lets staff browse an offline site and anyone reach the login and the dashboard', () => {
    const off = state({ siteOnline: false });
    expect(decide(req('/en/visit', { hasSession: true }), off)).toEqual({ kind: 'intl' });
    expect(decide(req('/de/login'), off)).toEqual({ kind: 'intl' });
    expect(decide(req('/de/dashboard/settings'), off)).toEqual({ kind: 'intl' });
    expect(decide(req('/de/dashboards-fake'), off)).toEqual({ kind: 'offline', locale: 'de' });
  });

  it('sends every path with an overlong segment to one fixed unknown page', () => {
    const long = 'a'.repeat(2000);
    expect(decide(req(`/de/${long}`), state())).toEqual({ kind: 'rewrite', path: '/de/path-too-long' });
    expect(decide(req(`/en/visit/${long}/x`), state())).toEqual({ kind: 'rewrite', path: '/en/path-too-long' });
    expect(decide(req(`/de/${'a'.repeat(180)}`), state())).toEqual({ kind: 'intl' });
  });

  it('serves the events list without a query from its cached twin, with a query per request', () => {
    expect(decide(req('/de/programm/veranstaltungen'), state())).toEqual({
      kind: 'rewrite',
      path: '/de/events/unfiltered',
    });
    expect(decide(req('/en/program/events'), state())).toEqual({ kind: 'rewrite', path: '/en/events/unfiltered' });
    expect(decide(req('/de/programm/veranstaltungen?_rsc=1x'), state())).toEqual({
      kind: 'rewrite',
      path: '/de/events/unfiltered?_rsc=1x',
    });
    expect(decide(req('/de/programm/veranstaltungen?room=3'), state())).toEqual({ kind: 'intl' });
    expect(decide(req('/de/programm/veranstaltungen?page=2'), state())).toEqual({ kind: 'intl' });
  });

  it("serves a date's shop page without a query from its cached twin, after a failed form post per request", () => {
    expect(decide(req('/de/webshop/event/40001'), state())).toEqual({
      kind: 'rewrite',
      path: '/de/webshop/event/40001/shared',
    });
    expect(decide(req('/webshop/event/40001', { acceptLanguage: 'en-GB' }), state())).toEqual({
      kind: 'rewrite',
      path: '/en/webshop/event/40001/shared',
    });
    expect(decide(req('/de/webshop/event/40001?error=-214'), state())).toEqual({ kind: 'intl' });
    expect(decide(req('/testshop/event/40001?error=-214'), state())).toEqual({
      kind: 'rewrite',
      path: '/de/webshop/event/40001?error=-214',
    });
    expect(decide(req('/de/webshop/event/x'), state())).toEqual({ kind: 'intl' });
  });

  it('never blocks or rewrites the localized APIs', () => {
    expect(decide(req('/de/api/events/'), null)).toEqual({ kind: 'pass' });
    expect(decide(req('/en/pageeditor-api/nav'), state({ siteOnline: false }))).toEqual({ kind: 'pass' });
  });

  it('redirects entries of the redirect table with 301, keeping the query', () => {
    expect(decide(req('/de/alt?x=1'), state())).toEqual({ kind: 'redirect', status: 301, location: '/de/neu?x=1' });
    expect(decide(req('/de/alt/'), state())).toEqual({ kind: 'redirect', status: 301, location: '/de/neu' });
  });

  it('drops ?v= for visitors without a session and keeps it for staff', () => {
    expect(decide(req('/de/besuch?v=4&a=b'), state())).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/de/besuch?a=b',
    });
    expect(decide(req('/de/besuch?v=4', { hasSession: true }), state())).toEqual({ kind: 'intl' });
  });

  it('serves the webshop entries in the webshop layout and maps their legacy paths', () => {
    expect(decide(req('/webshop'), state())).toEqual({ kind: 'rewrite', path: '/de/webshop' });
    expect(decide(req('/testshop/cart', { acceptLanguage: 'en' }), state())).toEqual({
      kind: 'rewrite',
      path: '/en/webshop/cart',
    });
    expect(decide(req('/eventim.webshop/eventlist'), state())).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/de/programm/veranstaltungen',
    });
    expect(decide(req('/webshop/itemgroups/4'), state())).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/de/mediathek-de',
    });
    expect(decide(req('/cms-hub/serie/12'), state())).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/de/abonnements',
    });
    expect(decide(req('/test.webshop/series'), state())).toMatchObject({ location: '/de/abonnements' });
  });

  it('redirects ?overlay=true in the webshop to the events list without the flag', () => {
    expect(decide(req('/webshop?overlay=true&date=01-05-2027', { acceptLanguage: 'en-GB' }), state())).toEqual({
      kind: 'redirect',
      status: 307,
      location: '/en/program/events?date=01-05-2027',
    });
  });

  it('sends alternative path sets to the canonical localized path', () => {
    expect(decide(req('/de/abonnements/winter/3'), state())).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/de/series/winter/3',
    });
    expect(decide(req('/en/veranstaltungen'), state())).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/en/program/events',
    });
    expect(decide(req('/de/ensemble'), state())).toEqual({ kind: 'redirect', status: 301, location: '/de/team' });
    // Already canonical: no loop.
    expect(decide(req('/en/productions'), state())).toEqual({ kind: 'intl' });
    expect(decide(req('/en/program/events'), state())).toEqual({ kind: 'rewrite', path: '/en/events/unfiltered' });
    expect(decide(req('/de/produktionen/x/1'), state())).toEqual({ kind: 'intl' });
  });

  it('picks the visitor language from Accept-Language, German otherwise', () => {
    expect(preferredLocale('fr-FR,en;q=0.8')).toBe('en');
    expect(preferredLocale('ja')).toBe('de');
    expect(preferredLocale(null)).toBe('de');
  });

  it('lets the redirect table claim paths with a dot, which otherwise pass as files', () => {
    const table = state({ redirects: new Map([['/de/anfahrt.html', '/de/besuch']]) });
    expect(isFileLike('/de/anfahrt.html')).toBe(true);
    expect(isFileLike('/favicon.ico')).toBe(true);
    expect(isFileLike('/eventim.webshop/event/3')).toBe(false);
    expect(isFileLike('/de/api/events/feed.ics')).toBe(false);
    expect(redirectFor('/de/anfahrt.html', new URLSearchParams('a=1'), table)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/de/besuch?a=1',
    });
    expect(redirectFor('/favicon.ico', new URLSearchParams(), table)).toBeNull();
  });

  it('resolves unprefixed shop links in the language of the page, not of the browser', () => {
    expect(localizedShopHref('/webshop/cart', 'en')).toBe('/en/webshop/cart');
    expect(localizedShopHref('/webshop', 'cs')).toBe('/cs/webshop');
    expect(localizedShopHref('/testshop/event/4?x=1#t', 'de')).toBe('/de/webshop/event/4?x=1#t');
    // A date's shop page is answered from its cached twin, but linked by its own address.
    expect(localizedShopHref('/webshop/event/40001', 'en')).toBe('/en/webshop/event/40001');
    expect(localizedShopHref('/webshop/event/40001#tickets', 'cs')).toBe('/cs/webshop/event/40001#tickets');
    expect(localizedShopHref('/eventim.webshop/eventlist', 'en')).toBe('/en/program/events');
    expect(localizedShopHref('/de/besuch', 'en')).toBe('/de/besuch');
    expect(localizedShopHref('https://tickets.example/webshop', 'en')).toBe('https://tickets.example/webshop');
  });
});
