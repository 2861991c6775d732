import { defineRouting } from 'next-intl/routing';
import { defaultLocale, localeCookieMaxAge, localeCookieName, locales, type Locale } from './config';

/**
 * The localized path sets of docs/requirements.md §2, declared once. Keys are the internal routes under
 * app/[locale]; values the paths visitors see. Everything not listed is a CMS page (catch-all).
 */
export const pathnames = {
  '/': '/',
  '/events': { de: '/programm/veranstaltungen', en: '/program/events', cs: '/program/udalosti' },
  '/events/[slug]/[id]': {
    de: '/programm/veranstaltungen/[slug]/[id]',
    en: '/program/events/[slug]/[id]',
    cs: '/program/udalosti/[slug]/[id]',
  },
  '/productions': { de: '/produktionen', en: '/productions', cs: '/produktionen' },
  '/productions/[slug]/[id]': {
    de: '/produktionen/[slug]/[id]',
    en: '/productions/[slug]/[id]',
    cs: '/produktionen/[slug]/[id]',
  },
  '/magazine': { de: '/mediathek-de', en: '/mediathek-en', cs: '/mediathek-de' },
  '/magazine/[slug]/[id]': {
    de: '/mediathek-de/[slug]/[id]',
    en: '/mediathek-en/[slug]/[id]',
    cs: '/mediathek-de/[slug]/[id]',
  },
  '/magazine/categories/[category]/[id]': {
    de: '/mediathek-de/categories/[category]/[id]',
    en: '/mediathek-en/categories/[category]/[id]',
    cs: '/mediathek-de/categories/[category]/[id]',
  },
  '/magazine/tags': { de: '/mediathek-de/tags', en: '/mediathek-en/tags', cs: '/mediathek-de/tags' },
  '/magazine/tags/[tag]/[id]': {
    de: '/mediathek-de/tags/[tag]/[id]',
    en: '/mediathek-en/tags/[tag]/[id]',
    cs: '/mediathek-de/tags/[tag]/[id]',
  },
  '/team': '/team',
  '/team/[slug]/[id]': '/team/[slug]/[id]',
  '/series': '/series',
  '/series/[slug]/[id]': '/series/[slug]/[id]',
  '/venues/[slug]/[id]': '/venues/[slug]/[id]',
  '/forms/[slug]/[id]': '/forms/[slug]/[id]',
  '/search/[[...params]]': '/search/[[...params]]',
  '/user/profile': '/user/profile',
  '/user/settings': '/user/settings',
  '/user/favorites': '/user/favorites',
  '/404': '/404',
  '/login': '/login',
  '/dashboard': '/dashboard',
} as const;

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  pathnames,
  // The pages declare their own hreflang alternates (they know each language's slug); the
  // middleware's Link header would repeat the German slug for en/cs and contradict them.
  alternateLinks: false,
  // docs/requirements.md §9: the cookie exists but its use is off unless the operator turns it on.
  localeCookie:
    process.env.NEXT_PUBLIC_LOCALE_COOKIE === 'true'
      ? { name: localeCookieName, maxAge: localeCookieMaxAge, sameSite: 'lax' }
      : false,
});

export type AppPathname = keyof typeof pathnames;

/**
 * Alternative path sets (docs/requirements.md §2). A request under one of these prefixes gets a 301 to the
 * canonical localized prefix, keeping the rest of the path (`/de/abonnements` -> `/de/series`).
 * A prefix that already is the canonical one for the request's language is left alone.
 */
export const pathAliases: { from: string; to: string | Record<Locale, string> }[] = [
  { from: '/abonnements', to: '/series' },
  { from: '/subscriptions', to: '/series' },
  { from: '/veranstaltungen', to: pathnames['/events'] },
  { from: '/events', to: pathnames['/events'] },
  { from: '/program', to: pathnames['/events'] },
  { from: '/magazin', to: pathnames['/magazine'] },
  { from: '/magazine', to: pathnames['/magazine'] },
  { from: '/ensemble', to: '/team' },
  { from: '/produktionen', to: pathnames['/productions'] },
  { from: '/productions', to: pathnames['/productions'] },
  { from: '/spielorte', to: '/venues' },
  { from: '/formulare', to: '/forms' },
];
