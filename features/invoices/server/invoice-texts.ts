import 'server-only';
// use-intl/core is what next-intl re-exports on the server; importing it directly keeps this module
// loadable outside Next (the mail outbox renders invoices in the background runner).
import { createTranslator } from 'use-intl/core';
import { localeIso, timeZone, type Locale } from '@/i18n/config';

/** The Invoices messages of one language, with money and day formats for documents. */
export async function invoiceTexts(locale: Locale) {
  const messages = (await import(`../../../messages/${locale}.json`)).default;
  const t = createTranslator({ locale, messages, namespace: 'Invoices' });
  const common = createTranslator({ locale, messages, namespace: 'Common' });
  const money = new Intl.NumberFormat(localeIso[locale], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const day = new Intl.DateTimeFormat(localeIso[locale], { dateStyle: 'medium', timeZone });
  return {
    t,
    museum: common('siteName'),
    /** Cents as an amount with two decimals ("12,50 €"); invoices always show the cents. */
    money: (cents: number) => money.format(cents / 100),
    /** An instant's Berlin day. */
    day: (instant: Date) => day.format(instant),
    /** A YYYY-MM-DD day (already Berlin's) as written in the language. */
    isoDay: (iso: string) => day.format(new Date(`${iso}T12:00:00Z`)),
  };
}
