'use client';

import { pluralText } from '@/i18n/client-texts';
import { SkeletonLine } from '@/components/skeleton-shapes';
import { groupByDay } from '../day-groups';
import { emptyState, isFiltered, sameState, toQuery, toSearch } from '../filter-state';
import type { TeaserCardItem } from '../types';
import { DayGroups } from './day-groups-view';
import type { EventStyle } from './event-card';
import { EventCardSkeleton } from './event-card-skeleton';
import { useEventsApi, useEventsStore } from './events-context.client';
import { MoreFooter } from './more-footer.client';
import { useFilterActions } from './use-filter-actions.client';
import moreStyles from './more.module.css';
import styles from './event-days.module.css';

const PAGE_SIZE = 10;

/** Events grouped by day with teasers in between, empty states, infinite scroll and a real 'more' link. */
export function EventDays({
  teasers,
  variant,
  firstPage,
}: {
  teasers: TeaserCardItem[];
  variant: EventStyle;
  firstPage: number;
}) {
  const { config } = useEventsApi();
  const { list: t, more, card } = config.texts;
  const { events, count, page, loading, placeholders, error, state } = useEventsStore((s) => s);
  const { loadMore, reset } = useFilterActions();
  const filtered = isFiltered(state);
  // The empty result offers Reset only where Reset changes something (not at a page module's own scope).
  const resetState = config.resetState ?? emptyState();
  const canReset = filtered && !sameState(state, resetState);
  const hasMore = page * PAGE_SIZE < count;
  const groups = groupByDay(events, teasers, { filtered, hasMore });

  const link = (p: number) => {
    const search = new URLSearchParams({
      ...(config.keepQuery ?? {}),
      ...toQuery(state),
      ...(p > 1 ? { page: String(p) } : {}),
    }).toString();
    return `${config.basePath}${search ? `?${search}` : ''}`;
  };

  if (!loading && events.length === 0) {
    return canReset ? (
      <div className={styles.empty} role="status">
        <p className={styles.emptyTitle}>{t.noResultsTitle}</p>
        <p>{t.noResultsText}</p>
        <a
          className="button"
          href={`${config.basePath}${toSearch(resetState)}`}
          onClick={(e) => {
            e.preventDefault();
            reset();
          }}
        >
          {t.resetFilters}
        </a>
      </div>
    ) : (
      <div className={styles.empty} role="status">
        <p className={styles.emptyTitle}>{t.noEvents}</p>
      </div>
    );
  }

  return (
    <div className={styles.list} aria-busy={loading}>
      <p className="visually-hidden" aria-live="polite">
        {loading ? more.listLoading : pluralText(t.resultCount, config.locale, count)}
      </p>
      {firstPage > 1 && page >= firstPage && events.length > 0 && (
        <p>
          <a href={link(firstPage - 1)}>{t.earlier}</a>
        </p>
      )}
      <DayGroups groups={groups} variant={variant} locale={config.locale} texts={card} />
      {loading && (
        <div className={moreStyles.skeleton} aria-hidden="true">
          {events.length === 0 && (
            <div className={styles.dayHeading}>
              <SkeletonLine width="16rem" tall />
            </div>
          )}
          {Array.from({ length: events.length === 0 ? placeholders : 2 }, (_, i) => (
            <EventCardSkeleton key={i} variant={variant} />
          ))}
        </div>
      )}
      <MoreFooter href={link(page + 1)} hasMore={hasMore} error={Boolean(error)} onMore={loadMore} texts={more} />
    </div>
  );
}
