'use client';

import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useListNavigate } from '@/components/list-navigation.client';
import { emptyState, sameState, toSearch, type FilterState } from '../filter-state';
import { FiltersContext, type EventsListConfig } from './filter-context.client';
import { FilterBar } from './filter-bar.client';

/**
 * The events page's filter bar. A change is a client navigation to the server-rendered results
 * (the enclosing ListNavigation shows card skeletons while it is pending); the bar shows the chosen
 * state at once and takes the server's state when the new page arrives. Not remounted per page, so
 * an open filter dialog stays open while the results change behind it. The quick filters and chips
 * come from the server (links and forms that ListNavigation follows): they show the server's state.
 */
export function PageFilterBar({ config, state, quick, chips }: { config: EventsListConfig; state: FilterState; quick: ReactNode; chips: ReactNode }) {
  const navigate = useListNavigate();
  const [shown, setShown] = useState(state);
  const [rendered, setRendered] = useState(state);
  if (!sameState(rendered, state)) {
    setRendered(state);
    setShown(state);
  }
  const apply = useCallback(
    (next: FilterState) => {
      if (sameState(shown, next)) return;
      setShown(next);
      // Always inside the page's ListNavigation (events-page-list.tsx).
      navigate?.(`${config.basePath}${toSearch(next)}`);
    },
    [shown, config.basePath, navigate],
  );
  const api = useMemo(() => ({ config, state: shown, apply, reset: () => apply(config.resetState ?? emptyState()) }), [config, shown, apply]);
  return (
    <FiltersContext.Provider value={api}>
      <FilterBar quick={quick} chips={chips} />
    </FiltersContext.Provider>
  );
}
