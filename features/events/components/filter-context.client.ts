'use client';

import { createContext, useContext } from 'react';
import type { Locale } from '@/i18n/config';
import type { EventFilterOptions } from '../server/options';
import type { FilterKey, FilterState } from '../filter-state';
import type { QuickFilter } from '../date-param';
import type { EventListTexts } from './list-texts';

export type EventsListConfig = {
  locale: Locale;
  /** The list's own path ('/de/programm/veranstaltungen'): links and the no-JS form go there. */
  basePath: string;
  options: EventFilterOptions;
  showCalendar: boolean;
  /** The list's texts, made on the server (`eventListTexts`). */
  texts: EventListTexts;
  /** The dropdowns shown, in order (default all); the page module shows only the ones it names. */
  filterKeys?: readonly FilterKey[];
  /** The quick filters offered (default both). */
  quickFilters?: readonly QuickFilter[];
  /** What Reset returns to: the page module's own scope (its date_from, date_to, tag); default the unfiltered list. */
  resetState?: FilterState;
};

/**
 * What the filter controls (bar, dropdowns, quick filters, chips, calendar) read and call. Two lists
 * provide it: the events page, whose changes are client navigations to the server-rendered results
 * (`page-filter-bar.client.tsx`), and the API island of the overlay and the page module (its store).
 * The controls import neither, so the page's JavaScript carries no store and no query client.
 */
export type FiltersApi = {
  config: EventsListConfig;
  state: FilterState;
  apply: (next: FilterState) => void;
  reset: () => void;
};

export const FiltersContext = createContext<FiltersApi | null>(null);

export function useFilters(): FiltersApi {
  const api = useContext(FiltersContext);
  if (!api) throw new Error('useFilters outside an events list');
  return api;
}
