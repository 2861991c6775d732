import { timeZone, type Locale } from './config';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date as next-intl's `format.dateTime` writes it (the page's language, Berlin time), for
 * components that also render in the browser (event cards, day headings, article cards), where
 * next-intl's runtime is not loaded.
 */
export function formatDate(date: Date | string, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  const key = `${locale}${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, { timeZone, ...options })));
  return format.format(typeof date === 'string' ? new Date(date) : date);
}

/** A Berlin day ('2026-11-27') as a date: noon UTC, the same day in Berlin. */
export const dayDate = (iso: string) => new Date(`${iso}T12:00:00Z`);
