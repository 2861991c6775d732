import type { Locale } from '@/i18n/config';
import { getDesignSettings } from '@/features/settings/server';
import { toCardItem, toTeaserCardItem } from '../card-items';
import { programmePath } from '../paths';
import { resolveDays, type FilterState } from '../filter-state';
import { listEvents, EVENTS_PAGE_SIZE } from '../server/events';
import { getProgrammeOptions } from '../server/options';
import { listTeasers } from '../server/teasers';
import { eventListTexts } from '../server/list-texts';
import { eventStyle } from './event-style';
import { EventsIslandLazy } from './events-island-lazy.client';
// The cards' styles come with the page: a stylesheet that only the island's chunk brings is written
// by next/dynamic as <link rel="stylesheet" as="style">, invalid HTML (issue #19, Nu HTML Checker;
// tests/e2e/html-validity.spec.ts shows which one when Turbopack's CSS chunks change).
import './event-card.module.css';
import './teaser-card.module.css';
import type { EventsIslandConfig } from './events-context.client';

/**
 * The events list with its data, rendered on the server (readable without JavaScript) and then
 * live as an island (filters and pages from the API), for the event-list page module. The overlay
 * runs the same island on data it fetches; the events page renders its list on the server
 * (events-page-list.tsx).
 */
export async function EventsList({
  locale,
  state,
  page = 1,
  filterKeys,
  quickFilters,
  resetState,
  showCalendar = true,
  keepQuery,
}: {
  locale: Locale;
  state: FilterState;
  page?: number;
  filterKeys?: EventsIslandConfig['filterKeys'];
  quickFilters?: EventsIslandConfig['quickFilters'];
  resetState?: FilterState;
  showCalendar?: boolean;
  keepQuery?: Record<string, string>;
}) {
  const [data, teasers, options, design, texts] = await Promise.all([
    listEvents({ filter: state.filter, ...resolveDays(state) }, locale, page, EVENTS_PAGE_SIZE),
    listTeasers(locale),
    getProgrammeOptions(locale),
    getDesignSettings(),
    eventListTexts(locale),
  ]);
  return (
    <EventsIslandLazy
      locale={locale}
      basePath={programmePath(locale, '/events')}
      options={{
        room: options.room,
        type: options.type,
        tag: options.tag,
        series: options.series,
        genre: options.genre,
      }}
      showCalendar={showCalendar}
      texts={texts}
      filterKeys={filterKeys}
      quickFilters={quickFilters}
      resetState={resetState}
      keepQuery={keepQuery}
      initialState={state}
      initialPage={page}
      // Only what the cards show: these props reach the page's HTML a second time, as the island's data.
      initialData={{ count: data.count, results: data.results.map(toCardItem) }}
      teasers={teasers.map(toTeaserCardItem)}
      variant={eventStyle(design)}
    />
  );
}
