import { formatDateParam, parseDateParam } from './date-param';

/** The dropdown filters of the events list, in display order (SPEC 2). */
export const FILTER_KEYS = ['room', 'type', 'tag', 'series', 'genre'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterMap = Record<FilterKey, number | null>;

/** SPEC 3 'Event filter state': a date (ISO day) and one selected option id per filter. */
export type FilterState = { date: string | null; filter: FilterMap };

export const emptyFilter = (): FilterMap => ({ room: null, type: null, tag: null, series: null, genre: null });
export const emptyState = (): FilterState => ({ date: null, filter: emptyFilter() });

const NUMERIC = /^\d{1,9}$/;

export type ParsedState = { ok: true; state: FilterState } | { ok: false; error: string };

/**
 * Reads the list's query (SPEC 5): date must be DD-MM-YYYY and exist, every filter value numeric.
 * Empty values count as not set. Anything else is an error the page reports and redirects on.
 */
export function parseFilterQuery(query: Record<string, string | string[] | undefined> | URLSearchParams): ParsedState {
  const get = (key: string) => {
    const raw = query instanceof URLSearchParams ? query.get(key) : query[key];
    return Array.isArray(raw) ? raw[0] : (raw ?? undefined);
  };
  const state = emptyState();
  const date = get('date');
  if (date) {
    const iso = parseDateParam(date);
    if (!iso) return { ok: false, error: `Invalid date "${date}": expected an existing day as DD-MM-YYYY` };
    state.date = iso;
  }
  for (const key of FILTER_KEYS) {
    const value = get(key);
    if (!value) continue;
    if (!NUMERIC.test(value) || Number(value) < 1) return { ok: false, error: `Invalid ${key} "${value}": expected a numeric id` };
    state.filter[key] = Number(value);
  }
  return { ok: true, state };
}

/** The query of a state, empty values dropped, in a stable order (so URLs are shareable). */
export function toQuery(state: FilterState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.date) query.date = formatDateParam(state.date);
  for (const key of FILTER_KEYS) {
    const value = state.filter[key];
    if (value !== null && value !== undefined) query[key] = String(value);
  }
  return query;
}

export function toSearch(state: FilterState): string {
  const search = new URLSearchParams(toQuery(state)).toString();
  return search ? `?${search}` : '';
}

export function activeFilterCount(state: FilterState): number {
  return FILTER_KEYS.filter((key) => state.filter[key] !== null).length;
}

/** Filters (or a date) restrict the list: teasers are hidden then. */
export function isFiltered(state: FilterState): boolean {
  return activeFilterCount(state) > 0 || state.date !== null;
}

/** SPEC 2: the Reset button shows with more than one filter, or one filter plus a date. */
export function showResetButton(state: FilterState): boolean {
  const n = activeFilterCount(state);
  return n > 1 || (n >= 1 && state.date !== null);
}

export function setFilter(state: FilterState, key: FilterKey, value: number | null): FilterState {
  return { ...state, filter: { ...state.filter, [key]: value } };
}

export function setDate(state: FilterState, date: string | null): FilterState {
  return { ...state, date };
}

export function sameState(a: FilterState, b: FilterState): boolean {
  return toSearch(a) === toSearch(b);
}
