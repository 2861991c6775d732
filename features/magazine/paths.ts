import { pathnames, type AppPathname } from '@/i18n/routing';
import type { Locale } from '@/i18n/config';

function fill(locale: Locale, route: AppPathname, params: Record<string, string | number> = {}) {
  const entry = pathnames[route] as string | Record<Locale, string>;
  const template = typeof entry === 'string' ? entry : entry[locale];
  return `/${locale}${template.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')))}`;
}

/** Localized magazine paths (docs/requirements.md §2: /mediathek-de, /mediathek-en and their sub-paths). */
export const magazinePaths = {
  home: (locale: Locale) => fill(locale, '/magazine'),
  category: (locale: Locale, c: { id: number; slug: string }) =>
    fill(locale, '/magazine/categories/[category]/[id]', { category: c.slug || 'category', id: c.id }),
  tags: (locale: Locale) => fill(locale, '/magazine/tags'),
  tag: (locale: Locale, t: { id: number; slug: string }) =>
    fill(locale, '/magazine/tags/[tag]/[id]', { tag: t.slug || 'tag', id: t.id }),
};
