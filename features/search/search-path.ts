import type { Locale } from '@/i18n/config';

const searchCategories = ['events', 'others'] as const;
export type SearchCategory = (typeof searchCategories)[number];

export function isSearchCategory(value: unknown): value is SearchCategory {
  return typeof value === 'string' && (searchCategories as readonly string[]).includes(value);
}

/** The localized search route: /{lang}/search[/{category}[/{page}]]?q= */
export function searchHref(locale: Locale | string, q: string, category?: SearchCategory | null, page?: number) {
  let path = `/${locale}/search`;
  if (category) path += `/${category}${page && page > 1 ? `/${page}` : '/1'}`;
  return q ? `${path}?q=${encodeURIComponent(q)}` : path;
}

/** The category of the current path when it is a search page ('/de/search/events/2' -> 'events'). */
export function categoryOfPath(pathname: string | null): SearchCategory | null {
  const match = /^\/[a-z]{2}\/search\/([^/?#]+)/.exec(pathname ?? '');
  return match && isSearchCategory(match[1]) ? match[1] : null;
}
