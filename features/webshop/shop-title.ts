import { localeIso, timeZone, type Locale } from '@/i18n/config';

const formats = new Map<string, Intl.DateTimeFormat>();
const format = (locale: Locale, options: Intl.DateTimeFormatOptions) => {
  const key = `${locale}${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) formats.set(key, (found = new Intl.DateTimeFormat(localeIso[locale], { timeZone, ...options })));
  return found;
};

/**
 * A date's day and start on Berlin's clock, short, in the page's language: 'Sa 12.12.2026, 14:00',
 * 'Sat 12/12/2026, 14:00', 'so 12. 12. 2026, 14:00'. What tells the shop pages of one production's
 * dates apart in the browser's tabs, the history and a screen reader's page title.
 */
export function shopDateText(iso: string, locale: Locale): string {
  const date = new Date(iso);
  const weekday = format(locale, { weekday: 'short' }).format(date).replace(/\.$/, '');
  const day = format(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
  const time = format(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
  return `${weekday} ${day}, ${time}`;
}

/**
 * The title of a date's shop page from its message ('Tickets: {title} – {when}', formatted by `format`:
 * next-intl's t on the server, whose messages may be precompiled): the event and its day and start, so
 * the dates of one production never share a title. Without a start, the dash and date are left out.
 */
export function shopEventTitle(
  format: (values: { title: string; when: string }) => string,
  title: string,
  dateStart: string | null,
  locale: Locale,
): string {
  if (!dateStart) return format({ title, when: '' }).replace(/\s*–\s*$/, '');
  return format({ title, when: shopDateText(dateStart, locale) });
}
