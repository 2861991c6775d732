import { locales, type Locale } from '@/i18n/config';
import { pathnames } from '@/i18n/routing';

type Routed =
  | '/events'
  | '/events/[slug]/[id]'
  | '/productions'
  | '/productions/[slug]/[id]'
  | '/series'
  | '/series/[slug]/[id]'
  | '/venues/[slug]/[id]'
  | '/team'
  | '/team/[slug]/[id]';

/**
 * The visible path of one of the programme's localized routes, with language prefix
 * ('/de/programm/veranstaltungen/brotbacken/12'). Pure, so API payloads and client islands share it.
 */
export function programmePath(locale: Locale, route: Routed, params: { slug?: string; id?: number | string } = {}) {
  const template = pathnames[route];
  const path = typeof template === 'string' ? template : template[locale];
  return `/${locale}${path.replace('[slug]', encodeURIComponent(params.slug || '-')).replace('[id]', String(params.id ?? ''))}`;
}

/** The route's path in every language (hreflang alternates), each with that language's slug. */
export function programmeUrls(
  route: Routed,
  slugs: Partial<Record<Locale, string>> = {},
  id?: number,
  fallbackSlug = '',
) {
  return Object.fromEntries(
    locales.map((l) => [l, programmePath(l, route, { slug: slugs[l] || fallbackSlug, id })]),
  ) as Record<Locale, string>;
}
