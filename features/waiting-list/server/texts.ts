import 'server-only';
// use-intl/core (what next-intl re-exports on the server) keeps this loadable outside Next, like the order mails.
import { createTranslator } from 'use-intl/core';
import { isLocale, localeIso, timeZone, type Locale } from '@/i18n/config';

export const entryLocale = (raw: string | null | undefined): Locale => (isLocale(raw) ? raw : 'de');

/** The WaitingList messages in one language, outside any page (API answers, mails), and a Berlin date format. */
export async function waitingListTexts(locale: Locale) {
  const messages = (await import(`../../../messages/${locale}.json`)).default;
  const t = createTranslator({ locale, messages, namespace: 'WaitingList' });
  const common = createTranslator({ locale, messages, namespace: 'Common' });
  const full = new Intl.DateTimeFormat(localeIso[locale], { dateStyle: 'full', timeStyle: 'short', timeZone });
  return { t, museum: common('siteName'), when: (date: Date | null) => (date ? full.format(date) : '') };
}

/** A date's title in the visitor's language (German, then any, when it has none). */
export function titleIn(title: Record<string, string | undefined> | null, locale: Locale) {
  return title?.[locale] || title?.de || Object.values(title ?? {}).find(Boolean) || '';
}
