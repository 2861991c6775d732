'use client';

import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { Locale } from '@/i18n/config';
import type { EventListState, EventListStore } from '../store';
import type { EventFilterOptions } from '../server/options';
import type { FilterKey, FilterState } from '../filter-state';
import type { QuickFilter } from '../date-param';

export type EventsIslandConfig = {
  locale: Locale;
  /** The list's own path ('/de/programm/veranstaltungen'): links and the no-JS form go there. */
  basePath: string;
  options: EventFilterOptions;
  showCalendar: boolean;
  /** The dropdowns shown, in order (default all); the page module shows only the ones it names. */
  filterKeys?: readonly FilterKey[];
  /** The quick filters offered (default both). */
  quickFilters?: readonly QuickFilter[];
  /** What Reset returns to: the page module's own scope (its date_from, date_to, tag); default the unfiltered list. */
  resetState?: FilterState;
  /** Extra query kept in the URL while filtering (the overlay keeps overlay=true). */
  keepQuery?: Record<string, string>;
  /** Element scrolled to the top on every change (the overlay scrolls itself, the page the window). */
  scrollTarget?: () => HTMLElement | Window;
};

export const EventsStoreContext = createContext<EventListStore | null>(null);
export const EventsConfigContext = createContext<EventsIslandConfig | null>(null);

export function useEventsStore<T>(selector: (state: EventListState) => T): T {
  const store = useContext(EventsStoreContext);
  if (!store) throw new Error('useEventsStore outside the events island');
  return useStore(store, selector);
}

export function useEventsApi() {
  const store = useContext(EventsStoreContext);
  const config = useContext(EventsConfigContext);
  if (!store || !config) throw new Error('useEventsApi outside the events island');
  return { store, config };
}
