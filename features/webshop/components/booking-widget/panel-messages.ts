import type { AbstractIntlMessages } from 'next-intl';
import type { Locale } from '@/i18n/config';
import { fetchTexts } from '@/lib/fetch-texts';

/**
 * The open panel's messages ({ BookingWidget }), fetched once per language when the first widget
 * opens or its button is hovered (app/[locale]/api/booking-panel-texts; ~2.6 KB of every event
 * page's data otherwise). null when the fetch failed.
 */
export const panelMessages = (locale: Locale) =>
  fetchTexts<AbstractIntlMessages>(`/${locale}/api/booking-panel-texts/`);
