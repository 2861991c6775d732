import { createStore } from 'zustand/vanilla';
import { appendPage, shouldLoadPage } from './paging';
import { sameState, type FilterState } from './filter-state';
import type { EventCardItem } from './types';

export type PageResult = { count: number; results: EventCardItem[] };

export type EventListState = {
  state: FilterState;
  page: number;
  count: number;
  events: EventCardItem[];
  loading: boolean;
  /** Skeleton cards to show while a new filter loads: as many as were shown (1–10), so little moves. */
  placeholders: number;
  error: boolean;
  setState: (next: FilterState) => boolean;
  /** docs/requirements.md §4: a page at or below the current one is ignored unless `reset`; reset clears the events. */
  load: (
    page: number,
    fetchPage: (state: FilterState, page: number) => Promise<PageResult>,
    reset?: boolean,
  ) => Promise<void>;
};

/** At most a page of skeleton cards (the API's page size). */
const PLACEHOLDERS_MAX = 10;

/** One store per list instance (the page's list and the overlay's list never share state). */
export function createEventListStore(initial: { state: FilterState; page: number; data: PageResult }) {
  let generation = 0;
  return createStore<EventListState>()((set, get) => ({
    state: initial.state,
    page: initial.page,
    count: initial.data.count,
    events: initial.data.results,
    loading: false,
    placeholders: Math.min(Math.max(initial.data.results.length, 1), PLACEHOLDERS_MAX),
    error: false,
    setState: (next) => {
      if (sameState(get().state, next)) return false;
      set({ state: next });
      return true;
    },
    load: async (page, fetchPage, reset = false) => {
      const current = get();
      if (!shouldLoadPage(current.page, page, reset)) return;
      if (current.loading && !reset) return;
      const mine = ++generation;
      const placeholders = Math.min(Math.max(current.events.length, 1), PLACEHOLDERS_MAX);
      set(
        reset
          ? { loading: true, error: false, events: [], page: 0, count: 0, placeholders }
          : { loading: true, error: false },
      );
      try {
        const data = await fetchPage(get().state, page);
        // A newer request (another filter) started meanwhile: its answer wins.
        if (mine !== generation) return;
        set((s) => ({ events: appendPage(s.events, data.results, reset), count: data.count, page, loading: false }));
      } catch {
        if (mine === generation) set({ loading: false, error: true });
      }
    },
  }));
}
export type EventListStore = ReturnType<typeof createEventListStore>;
