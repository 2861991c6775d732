'use client';

import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useListNavigate } from '@/components/list-navigation.client';
import { emptyState, sameState, setFilter, toSearch, type FilterState } from '../filter-state';
import { FiltersContext, type EventsListConfig } from './filter-context.client';
import { FilterBar } from './filter-bar.client';

/**
 * The events page's filter bar. A change is a client navigation to the server-rendered results
 * (the enclosing ListNavigation shows card skeletons while it is pending); the bar shows the chosen
 * state at once. Each query is a new page segment, so the new page brings a new bar with the
 * server's state (an open dialog carries over: filter-bar.client.tsx). The dropdowns, quick filters
 * and chips come from the server (the quick filters and chips as links and forms that ListNavigation
 * follows): they show the server's state.
 */
export function PageFilterBar({
  config,
  state,
  ...parts
}: {
  config: EventsListConfig;
  state: FilterState;
  controls: ReactNode;
  quick: ReactNode;
  chips: ReactNode;
}) {
  const navigate = useListNavigate();
  const [shown, setShown] = useState(state);
  const apply = useCallback(
    (next: FilterState) => {
      if (sameState(shown, next)) return;
      setShown(next);
      // Always inside the page's ListNavigation (events-page-list.tsx).
      navigate?.(`${config.basePath}${toSearch(next)}`);
    },
    [shown, config.basePath, navigate],
  );
  const api = useMemo(
    () => ({ config, state: shown, apply, reset: () => apply(config.resetState ?? emptyState()) }),
    [config, shown, apply],
  );
  return (
    <FiltersContext.Provider value={api}>
      <FilterBar {...parts} onSelect={(key, value) => apply(setFilter(shown, key, value))} />
    </FiltersContext.Provider>
  );
}
