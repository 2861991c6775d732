import 'server-only';
import { cache } from 'react';
import { getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { textTemplate } from '@/i18n/texts.server';
import type { BookingWidgetTexts } from '../components/booking-widget/props';

/**
 * The booking widget's texts: the closed widget's own (with `{event}` for the browser) and the
 * panel's messages for its lazily loaded provider. Cached per request, so every widget and
 * quick-buy of a page gets the same object and the flight data carries it once.
 */
export const bookingWidgetTexts = cache(async (locale: Locale): Promise<BookingWidgetTexts> => {
  const [t, messages] = await Promise.all([getTranslations({ locale, namespace: 'BookingWidget' }), getMessages({ locale })]);
  return {
    locale,
    open: t('open'),
    openLabel: textTemplate(t, 'openLabel', ['event']),
    region: textTemplate(t, 'region', ['event']),
    panel: { BookingWidget: messages.BookingWidget },
  };
});
