import { locales, type Locale } from './config';
import { pathnames } from './routing';

type Template = { key: string; byLocale: Record<Locale, string> };

const templates: Template[] = Object.entries(pathnames)
  .filter(([key]) => key !== '/')
  .map(([key, value]) => ({
    key,
    byLocale: Object.fromEntries(locales.map((l) => [l, typeof value === 'string' ? value : value[l]])) as Record<
      Locale,
      string
    >,
  }))
  // More specific (longer) templates first, so /events/[slug]/[id] wins over /events.
  .sort((a, b) => b.byLocale.de.split('/').length - a.byLocale.de.split('/').length);

function toRegex(template: string) {
  const parts = template
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (/^\[\[\.\.\.\w+\]\]$/.test(segment)) return '(?:/(.*))?';
      if (/^\[\w+\]$/.test(segment)) return '/([^/]+)';
      return '/' + segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    });
  return new RegExp(`^${parts.join('')}$`);
}

function fill(template: string, values: (string | undefined)[]) {
  let i = 0;
  return template
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (/^\[\[\.\.\.\w+\]\]$/.test(segment)) return values[i++] ?? '';
      if (/^\[\w+\]$/.test(segment)) return values[i++] ?? '';
      return segment;
    })
    .filter(Boolean)
    .map((segment) => `/${segment}`)
    .join('');
}

/**
 * Translates a path of one of the declared localized routes (without language prefix) into
 * another language: '/programm/veranstaltungen/x/12' (de) -> '/program/events/x/12' (en).
 * Null when the path is not one of them (then it is a CMS page).
 */
export function translateRoutedPath(path: string, from: Locale, to: Locale): string | null {
  if (path === '' || path === '/') return '';
  for (const t of templates) {
    const match = toRegex(t.byLocale[from]).exec(path);
    if (match) return fill(t.byLocale[to], match.slice(1));
  }
  return null;
}

/** Splits '/de/besuch' into ['de', '/besuch']; null when the first segment is not a language. */
export function splitLocale(path: string): [Locale, string] | null {
  const match = /^\/(de|en|cs)(\/.*)?$/.exec(path);
  return match ? [match[1] as Locale, match[2] ?? ''] : null;
}
