import 'server-only';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { pluralTexts, textTemplate } from '@/i18n/texts.server';
import type { SeatLegendTexts } from './seat-legend';
import type { SeatLabelTexts, SeatPickerTexts } from './seat-texts';

/** The seats' label texts in the page's language (`{row}`, `{number}`, `{section}` for the browser). */
export const seatLabelTexts = cache(async (locale: Locale): Promise<SeatLabelTexts> => {
  const t = await getTranslations({ locale, namespace: 'SeatPlan' });
  const names = ['section', 'row', 'number'];
  return {
    seat: textTemplate(t, 'seat', names),
    sectionSeat: textTemplate(t, 'sectionSeat', names),
    states: { held: t('held'), sold: t('sold'), blocked: t('blocked') },
    wheelchair: t('wheelchair'),
    companion: t('companion'),
    restricted: t('restricted'),
  };
});

/**
 * Everything the picker says, formatted here: the browser gets plain templates and plural forms and
 * no ICU runtime. The cart's answers are the booking widget's sentences, so both say the same.
 */
export const seatPickerTexts = cache(async (locale: Locale): Promise<SeatPickerTexts> => {
  const [t, w, label] = await Promise.all([
    getTranslations({ locale, namespace: 'SeatPlan' }),
    getTranslations({ locale, namespace: 'BookingWidget' }),
    seatLabelTexts(locale),
  ]);
  // The order limit counts in `limit`: given as `count` so pluralTexts can sample it.
  const byLimit = (key: 'orderLimit', values?: Record<string, string | number>) =>
    w(key, { limit: Number(values?.count ?? 0) });
  return {
    label,
    selected: textTemplate(t, 'selected', ['seat']),
    deselected: textTemplate(t, 'deselected', ['seat']),
    unavailable: textTemplate(t, 'unavailable', ['seat']),
    lost: textTemplate(t, 'lost', ['seats']),
    maxReached: pluralTexts(t, 'maxReached', locale),
    panel: t('panel'),
    empty: t('empty'),
    count: pluralTexts(t, 'count', locale),
    priceFor: textTemplate(t, 'priceFor', ['seat']),
    remove: textTemplate(t, 'remove', ['seat']),
    total: t('total'),
    addToCart: t('addToCart'),
    toPanel: t('toPanel'),
    partial: textTemplate(t, 'partial', ['seats']),
    zoomIn: t('zoomIn'),
    zoomOut: t('zoomOut'),
    loading: pluralTexts(w, 'loading', locale),
    success: pluralTexts(w, 'success', locale),
    reserved: pluralTexts(w, 'reserved', locale),
    toCart: w('toCart'),
    errorCodeLabel: textTemplate(w, 'errorCodeLabel', ['code']),
    errors: {
      notEnoughSeats: w('notEnoughSeats'),
      seatTaken: w('seatTaken'),
      singleSeatGap: w('singleSeatGap'),
      noReservation: w('noReservation'),
      shopOffline: w('shopOffline'),
      busy: w('busy'),
      orderLimit: pluralTexts(byLimit, 'orderLimit', locale),
      holdLimit: textTemplate(w, 'holdLimit', ['limit']),
      saleNotStarted: w('saleNotStarted'),
      saleEnded: w('saleEnded'),
      rateLimited: w('rateLimited'),
      failed: w('failed'),
      errorCode: textTemplate(w, 'errorCode', ['code']),
    },
  };
});

/** The legend's texts (`{price}` filled by the legend). */
export const seatLegendTexts = cache(async (locale: Locale): Promise<SeatLegendTexts> => {
  const t = await getTranslations({ locale, namespace: 'SeatPlan' });
  return {
    legend: t('legend'),
    free: t('legendFree'),
    selected: t('legendSelected'),
    held: t('legendHeld'),
    sold: t('legendSold'),
    blocked: t('legendBlocked'),
    wheelchair: t('wheelchair'),
    companion: t('companion'),
    restricted: t('restricted'),
    fromPrice: textTemplate(t, 'fromPrice', ['price']),
  };
});
