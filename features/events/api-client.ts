import type { Locale } from '@/i18n/config';
import { toQuery, type FilterState } from './filter-state';
import type { PageResult } from './store';
import type { EventTeaser } from './types';
import type { EventListTexts } from './components/list-texts';

/** Client fetchers of the events lists (the API island, the page's further pages, the calendar). */
async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

export function eventsUrl(locale: Locale, state: FilterState, page: number, pageSize = 10) {
  const params = new URLSearchParams({ ...toQuery(state), page: String(page), page_size: String(pageSize) });
  return `/${locale}/api/events/?${params}`;
}

export const fetchEventsPage = (locale: Locale, state: FilterState, page: number) =>
  getJson<PageResult>(eventsUrl(locale, state, page));

export const fetchTeasers = (locale: Locale) => getJson<EventTeaser[]>(`/${locale}/api/teasers/`);

/** The events list's texts for the overlay (made at build time, app/[locale]/api/event-list-texts). */
export const fetchListTexts = (locale: Locale) => getJson<EventListTexts>(`/${locale}/api/event-list-texts/`);

/** The days with events for the state's filters (the calendar ignores the state's own days). */
export function calendarUrl(state: FilterState) {
  const { room, type, tag, series, genre } = state.filter;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ room, type, tag, series, genre }))
    if (value) params.set(key, String(value));
  return `/api/calendar/?${params}`;
}
