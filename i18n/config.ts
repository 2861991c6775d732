export const locales = ['de', 'en', 'cs'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'de';

export const localeNames: Record<Locale, string> = { de: 'Deutsch', en: 'English', cs: 'Čeština' };
export const localeIso: Record<Locale, string> = { de: 'de-DE', en: 'en-GB', cs: 'cs-CZ' };
export const timeZone = 'Europe/Berlin';

/** Cookie that remembers the chosen language (docs/requirements.md §9: 365 days, use off by default). */
export const localeCookieName = 'i18n_redirected';
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The language of a path ('/en/…' → 'en'); German, the default language, otherwise. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/** A value in every language; missing languages fall back to German, then to any language present. */
export type Localized<T = string> = Partial<Record<Locale, T>>;

export function pick<T>(value: Localized<T> | null | undefined, locale: Locale): T | undefined {
  if (!value) return undefined;
  return value[locale] ?? value[defaultLocale] ?? value.en ?? value.cs;
}
