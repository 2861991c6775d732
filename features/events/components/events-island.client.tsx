'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { createEventListStore, type PageResult } from '../store';
import type { FilterState } from '../filter-state';
import type { TeaserCardItem } from '../types';
import type { EventStyle } from './event-card';
import {
  EventsConfigContext,
  EventsStoreContext,
  useEventsStore,
  type EventsIslandConfig,
} from './events-context.client';
import { FiltersContext, useFilters } from './filter-context.client';
import { FilterChips } from './filter-chips';
import { QuickFilters } from './quick-filters';
import { useFilterActions } from './use-filter-actions.client';
import { FilterBar } from './filter-bar.client';
import { FilterControls } from './filter-controls';
import { EventDays } from './event-days.client';

export type EventsIslandProps = EventsIslandConfig & {
  initialState: FilterState;
  initialPage: number;
  initialData: PageResult;
  teasers: TeaserCardItem[];
  variant: EventStyle;
};

/**
 * The events list island: its own QueryClient and zustand store (one per instance, so the page list
 * and the overlay list never mix), the filters and the day-grouped list with infinite scroll.
 */
export function EventsIsland({
  initialState,
  initialPage,
  initialData,
  teasers,
  variant,
  ...config
}: EventsIslandProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  // Nothing to choose (a page module without filters): no filter bar at all.
  const showFilters = config.showCalendar || config.filterKeys?.length !== 0 || config.quickFilters?.length !== 0;
  const [store] = useState(() => createEventListStore({ state: initialState, page: initialPage, data: initialData }));
  return (
    <QueryClientProvider client={queryClient}>
      <EventsConfigContext.Provider value={config}>
        <EventsStoreContext.Provider value={store}>
          <StoreFilters config={config}>
            {showFilters && <IslandFilterBar />}
            <EventDays teasers={teasers} variant={variant} firstPage={initialPage} />
          </StoreFilters>
        </EventsStoreContext.Provider>
      </EventsConfigContext.Provider>
    </QueryClientProvider>
  );
}

/** The filter controls' view of this island: its store's state, changes applied by `useFilterActions`. */
function StoreFilters({ config, children }: { config: EventsIslandConfig; children: ReactNode }) {
  const state = useEventsStore((s) => s.state);
  const { apply, reset } = useFilterActions();
  const api = useMemo(() => ({ config, state, apply, reset }), [config, state, apply, reset]);
  return <FiltersContext.Provider value={api}>{children}</FiltersContext.Provider>;
}

/** The filter bar with quick filters and chips that apply their changes to this island's store. */
function IslandFilterBar() {
  const api = useFilters();
  return (
    <FilterBar
      controls={<FilterControls {...api} idPrefix="events-filter" />}
      quick={<QuickFilters {...api} />}
      chips={<FilterChips {...api} />}
    />
  );
}
