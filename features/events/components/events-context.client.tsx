'use client';

import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { EventListState, EventListStore } from '../store';
import type { EventsListConfig } from './filter-context.client';

/** The API island (the overlay's list and the page module's): the list's settings and two of its own. */
export type EventsIslandConfig = EventsListConfig & {
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
