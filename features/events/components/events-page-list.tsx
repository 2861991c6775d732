import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { ListNavigation, ListResults } from '@/components/list-navigation.client';
import { getDesignSettings } from '@/features/settings/server';
import { quickBuyDates } from '@/features/ticket-offers/server';
import { toCardItem, toTeaserCardItem } from '../card-items';
import { berlinDay } from '@/lib/berlin-time';
import { groupByDay } from '../day-groups';
import { emptyState, isFiltered, resolveDays, toQuery, toSearch, type FilterState } from '../filter-state';
import { programmePath } from '../paths';
import { listEvents, EVENTS_PAGE_SIZE } from '../server/events';
import { getProgrammeOptions } from '../server/options';
import { listTeasers } from '../server/teasers';
import { eventListTexts } from '../server/list-texts';
import { DayGroups } from './day-groups-view';
import { eventStyle } from './event-style';
import { EventCardSkeleton } from './event-card-skeleton';
import { EventsPending } from './events-pending';
import type { EventsListConfig } from './filter-context.client';
import { FilterChips } from './filter-chips';
import { FilterControls } from './filter-controls';
import { MoreEvents } from './more-events.client';
import { QuickFilters } from './quick-filters';
import { PageFilterBar } from './page-filter-bar.client';
import styles from './event-days.module.css';

/** At most a page of skeleton cards while a new selection loads. */
const PLACEHOLDERS_MAX = 10;

/**
 * The events page's list (docs/requirements.md §2, issue 19 item 7): filters, then the page's events by day, rendered
 * on the server; only the filter bar, 'more' and the cards' quick-buy and heart run in the browser
 * (which cards offer quick-buy is decided here too).
 * A filter change, Reset, a chip or 'earlier' is a client navigation to the server-rendered result
 * (ListNavigation: card skeletons while it is pending); without JavaScript the same links and GET
 * forms load the page. The overlay and the page module keep the API island (events-list.tsx).
 */
export async function EventsPageList({ locale, state, page }: { locale: Locale; state: FilterState; page: number }) {
  const [data, teasers, options, design, t, texts] = await Promise.all([
    listEvents({ filter: state.filter, ...resolveDays(state) }, locale, page, EVENTS_PAGE_SIZE),
    listTeasers(locale),
    getProgrammeOptions(locale),
    getDesignSettings(),
    getTranslations({ locale, namespace: 'EventList' }),
    eventListTexts(locale),
  ]);
  const basePath = programmePath(locale, '/events');
  const config: EventsListConfig = {
    locale,
    basePath,
    options: { room: options.room, type: options.type, tag: options.tag, series: options.series, genre: options.genre },
    showCalendar: true,
    texts,
  };
  const variant = eventStyle(design);
  const quickBuy = await quickBuyDates(
    data.results.flatMap((e) => (e.id_jet ? [e.id_jet] : [])),
    locale,
  );
  const events = data.results.map((e) => ({
    ...toCardItem(e),
    quick_buy: e.id_jet !== null && quickBuy.has(e.id_jet),
  }));
  const filtered = isFiltered(state);
  const hasMore = page * EVENTS_PAGE_SIZE < data.count;
  const cardTeasers = filtered ? [] : teasers.map(toTeaserCardItem);
  // 'more' fetches the teasers after the last event itself (the flight data would carry them all).
  const last = events.at(-1);
  const link = (p: number) => {
    const search = new URLSearchParams({ ...toQuery(state), ...(p > 1 ? { page: String(p) } : {}) }).toString();
    return `${basePath}${search ? `?${search}` : ''}`;
  };
  return (
    <ListNavigation>
      <PageFilterBar
        config={config}
        state={state}
        controls={<FilterControls config={config} state={state} idPrefix="events-filter" />}
        quick={<QuickFilters config={config} state={state} />}
        chips={<FilterChips config={config} state={state} />}
      />
      <ListResults
        skeleton={<EventsPending cards={Math.min(Math.max(events.length, 1), PLACEHOLDERS_MAX)} variant={variant} />}
        loadingText={(await getTranslations({ locale, namespace: 'Common' }))('listLoading')}
      >
        {!last ? (
          <div className={styles.empty} role="status">
            {filtered ? (
              <>
                <p className={styles.emptyTitle}>{t('noResultsTitle')}</p>
                <p>{t('noResultsText')}</p>
                <a className="button" href={`${basePath}${toSearch(emptyState())}`} data-list-nav="">
                  {t('resetFilters')}
                </a>
              </>
            ) : (
              <p className={styles.emptyTitle}>{t('noEvents')}</p>
            )}
          </div>
        ) : (
          <div className={styles.list}>
            <p className="visually-hidden" aria-live="polite">
              {t('resultCount', { count: data.count })}
            </p>
            {page > 1 && (
              <p>
                <a href={link(page - 1)} data-list-nav="">
                  {t('earlier')}
                </a>
              </p>
            )}
            <DayGroups
              groups={groupByDay(events, cardTeasers, { filtered, hasMore })}
              variant={variant}
              locale={locale}
              texts={texts.card}
            />
            {hasMore && (
              <MoreEvents
                // A new selection or page starts its own 'more'.
                key={`${toSearch(state)}-${page}`}
                skeleton={
                  <>
                    <EventCardSkeleton variant={variant} />
                    <EventCardSkeleton variant={variant} />
                  </>
                }
                locale={locale}
                basePath={basePath}
                state={state}
                page={page}
                pageSize={EVENTS_PAGE_SIZE}
                count={data.count}
                shown={events.map((e) => e.id)}
                after={last.date_start}
                lastDay={berlinDay(last.date_start)}
                withTeasers={!filtered}
                variant={variant}
                texts={texts}
              />
            )}
          </div>
        )}
      </ListResults>
    </ListNavigation>
  );
}
