/** Which addresses are pages (not APIs, build assets or files) and in which language. */
const NOT_PAGES = /^\/(?:(?:de|en|cs)\/)?(?:api|pageeditor-api)(?:\/|$)|^\/(?:_next|media|monitoring)(?:\/|$)/;
export const LOCALES = ['de', 'en', 'cs'] as const;
export type Locale = (typeof LOCALES)[number];

export function isPagePath(url = '/'): boolean {
  const path = url.split('?')[0];
  return !NOT_PAGES.test(path) && !/\.[a-z0-9]+$/i.test(path);
}

export function pageLocale(url = '/'): Locale {
  const first = url.split('?')[0].split('/')[1];
  return (LOCALES as readonly string[]).includes(first) ? (first as Locale) : 'de';
}
