'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '@/i18n/config';
import { isFiltered, toQuery, type FilterState } from '../filter-state';
import type { EventCardItem, TeaserCardItem } from '../types';
import type { EventStyle } from './event-card';
import type { EventCardTexts, MoreTexts } from './list-texts';
import { loadNextPage, MoreEventsView } from './more-events-load';
import { MoreFooter, MoreLoading } from './more-footer.client';

export type MoreEventsProps = {
  locale: Locale;
  basePath: string;
  state: FilterState;
  /** The page the server rendered, its page size and the total. */
  page: number;
  pageSize: number;
  count: number;
  /** Ids the server rendered (a page can shift while the visitor reads). */
  shown: number[];
  /** The last event shown (its start and Berlin day). */
  after: string;
  lastDay: string;
  /** Teasers between the days (not with filters): fetched with the first further page. */
  withTeasers: boolean;
  variant: EventStyle;
  texts: { more: MoreTexts; card: EventCardTexts };
  /** Card shapes shown while a page loads, rendered on the server (their code stays out of the first load). */
  skeleton: ReactNode;
};

/**
 * The events page's 'more' once it is used (more-events.client.tsx until then): appends the next
 * pages from the API as the visitor scrolls near the end, starting with the one asked for when it
 * took over. `focusMore`: the 'more' link had focus, and gets it again here.
 */
export function MoreEventsLive({
  locale,
  basePath,
  state,
  page: firstPage,
  pageSize,
  count: firstCount,
  shown,
  after,
  lastDay,
  withTeasers,
  variant,
  texts,
  skeleton,
  focusMore,
}: MoreEventsProps & { focusMore: boolean }) {
  const [page, setPage] = useState(firstPage);
  const [count, setCount] = useState(firstCount);
  const [events, setEvents] = useState<EventCardItem[]>([]);
  const [teasers, setTeasers] = useState<TeaserCardItem[] | null>(withTeasers ? null : []);
  // It takes over to load the next page.
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState(false);
  const busy = useRef(false);
  const hasMore = page * pageSize < count;

  const loadMore = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    setError(false);
    try {
      const next = await loadNextPage({ locale, state, page: page + 1, loaded: events, shown, teasers, after });
      setTeasers(next.teasers);
      setEvents(next.events);
      setCount(next.count);
      setPage(page + 1);
    } catch (failure) {
      // The reporter loads with the first failure: it is not in the page's first load.
      void import('@/lib/report-client').then(({ reportError }) => reportError(failure, { where: 'events list more' }));
      setError(true);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [locale, state, page, events, shown, teasers, after]);

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void loadMore();
  }, [loadMore]);

  const search = new URLSearchParams({ ...toQuery(state), page: String(page + 1) }).toString();
  return (
    <>
      {events.length > 0 && (
        <MoreEventsView
          events={events}
          teasers={teasers ?? []}
          filtered={isFiltered(state)}
          hasMore={hasMore}
          after={after}
          continues={lastDay}
          variant={variant}
          locale={locale}
          texts={texts.card}
        />
      )}
      <MoreLoading loading={loading} text={texts.more.listLoading} skeleton={skeleton} />
      <MoreFooter
        href={`${basePath}?${search}`}
        hasMore={hasMore}
        error={error}
        onMore={() => void loadMore()}
        texts={texts.more}
        focusLink={focusMore}
      />
    </>
  );
}
