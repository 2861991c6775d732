import 'server-only';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { textTemplate } from '@/i18n/texts.server';
import type { BookingWidgetTexts } from '../components/booking-widget/props';

/**
 * The closed booking widget's texts (with `{event}` for the browser); the open panel fetches its own
 * messages (panel-messages.ts). Cached per request, so every widget and quick-buy of a page gets the
 * same object and the flight data carries it once.
 */
export const bookingWidgetTexts = cache(async (locale: Locale): Promise<BookingWidgetTexts> => {
  const t = await getTranslations({ locale, namespace: 'BookingWidget' });
  return {
    locale,
    open: t('open'),
    openLabel: textTemplate(t, 'openLabel', ['event']),
    region: textTemplate(t, 'region', ['event']),
    failed: t('failed'),
  };
});
