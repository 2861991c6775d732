'use client';

import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fetchEventsPage, eventsUrl } from '../api-client';
import { emptyState, toQuery, type FilterState } from '../filter-state';
import { useEventsApi } from './events-context.client';

/** The one way the island changes filters: URL rewritten (empty values dropped), scroll to top, list reloaded. */
export function useFilterActions() {
  const { store, config } = useEventsApi();
  const queryClient = useQueryClient();

  const fetchPage = useCallback(
    (state: FilterState, page: number) =>
      queryClient.fetchQuery({
        queryKey: ['events', eventsUrl(config.locale, state, page)],
        queryFn: () => fetchEventsPage(config.locale, state, page),
        staleTime: 60_000,
      }),
    [queryClient, config.locale],
  );

  const apply = useCallback(
    (next: FilterState) => {
      if (!store.getState().setState(next)) return;
      const search = new URLSearchParams({ ...(config.keepQuery ?? {}), ...toQuery(next) }).toString();
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
      (config.scrollTarget?.() ?? window).scrollTo({ top: 0 });
      void store.getState().load(1, fetchPage, true);
    },
    [store, config, fetchPage],
  );

  const loadMore = useCallback(() => {
    const { page } = store.getState();
    void store.getState().load(page + 1, fetchPage);
  }, [store, fetchPage]);

  const reset = useCallback(() => apply(config.resetState ?? emptyState()), [apply, config.resetState]);

  return { apply, loadMore, reset, fetchPage };
}
