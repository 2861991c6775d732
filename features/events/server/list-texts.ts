import 'server-only';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { pluralTexts, textTemplate } from '@/i18n/texts.server';
import { favoriteTexts } from '@/features/favorites/server';
import { bookingWidgetTexts } from '@/features/webshop/server';
import { QUICK_FILTERS } from '../date-param';
import { FILTER_KEYS } from '../filter-state';
import type { EventCardTexts, EventListTexts, EventOverlayTexts } from '../components/list-texts';

/** The cards' texts (cached per request: one object for all cards of a page). */
export const eventCardTexts = cache(async (locale: Locale): Promise<EventCardTexts> => {
  const [t, favorite, booking] = await Promise.all([
    getTranslations({ locale, namespace: 'EventList' }),
    favoriteTexts(locale),
    bookingWidgetTexts(locale),
  ]);
  return {
    cancelled: t('cancelled'),
    free: t('free'),
    bookTickets: t('bookTickets'),
    bookTicketsFor: textTemplate(t, 'bookTicketsFor', ['title']),
    details: t('details'),
    detailsFor: textTemplate(t, 'detailsFor', ['title']),
    favorite,
    booking,
  };
});

/** Everything an events list's client components show (filters, cards, 'more', the API island's states). */
export const eventListTexts = cache(async (locale: Locale): Promise<EventListTexts> => {
  const [t, common, card] = await Promise.all([
    getTranslations({ locale, namespace: 'EventList' }),
    getTranslations({ locale, namespace: 'Common' }),
    eventCardTexts(locale),
  ]);
  return {
    filters: {
      filtersLabel: t('filtersLabel'),
      filter: {
        date: t('filter.date'),
        ...(Object.fromEntries(FILTER_KEYS.map((key) => [key, t(`filter.${key}`)])) as Record<
          (typeof FILTER_KEYS)[number],
          string
        >),
      },
      quick: Object.fromEntries(QUICK_FILTERS.map((kind) => [kind, t(`quick.${kind}`)])) as Record<
        (typeof QUICK_FILTERS)[number],
        string
      >,
      quickLabel: t('quickLabel'),
      all: t('all'),
      chooseDate: t('chooseDate'),
      apply: t('apply'),
      showResults: t('showResults'),
      calendarButton: t('calendarButton'),
      filterButton: t('filterButton'),
      close: t('close'),
      activeFilters: t('activeFilters'),
      removeFilter: textTemplate(t, 'removeFilter', ['name']),
      resetFilter: t('resetFilter'),
      untilDate: textTemplate(t, 'untilDate', ['date']),
      previousMonth: t('previousMonth'),
      nextMonth: t('nextMonth'),
      noEventsThatDay: t('noEventsThatDay'),
      clearDate: textTemplate(t, 'clearDate', ['date']),
    },
    more: { more: t('more'), loadError: t('loadError'), listLoading: common('listLoading') },
    list: {
      noResultsTitle: t('noResultsTitle'),
      noResultsText: t('noResultsText'),
      resetFilters: t('resetFilters'),
      noEvents: t('noEvents'),
      earlier: t('earlier'),
      resultCount: pluralTexts(t, 'resultCount', locale),
    },
    card,
  };
});

/** The 'Programm und Karten' overlay's own texts (production pages' button, sticky navigation); its list's come on opening. */
export const eventOverlayTexts = cache(async (locale: Locale): Promise<EventOverlayTexts> => {
  const [t, list] = await Promise.all([
    getTranslations({ locale, namespace: 'EventOverlay' }),
    getTranslations({ locale, namespace: 'EventList' }),
  ]);
  return { locale, open: t('open'), title: t('title'), close: t('close'), loadError: list('loadError') };
});
