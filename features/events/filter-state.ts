import { quickFilterRange, type QuickFilter } from './date-param';
import { formatDay } from '@/lib/params';

/** The dropdown filters of the events list, in display order (docs/requirements.md §2). */
export const FILTER_KEYS = ['room', 'type', 'tag', 'series', 'genre'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterMap = Record<FilterKey, number | null>;

/**
 * docs/requirements.md §3 'Event filter state': a date (ISO day, the list starts there), an optional last day
 * `dateTo` (inclusive), one quick filter (next_3_days or weekend) and one selected option id per filter.
 * A quick filter stands for its own day range, so it never coexists with date or dateTo.
 */
export type FilterState = { date: string | null; dateTo: string | null; quick: QuickFilter | null; filter: FilterMap };

const emptyFilter = (): FilterMap => ({ room: null, type: null, tag: null, series: null, genre: null });
export const emptyState = (): FilterState => ({ date: null, dateTo: null, quick: null, filter: emptyFilter() });

/** A quick-filter flag in the URL: '1' (or 'true') is on, '' or '0' is off, anything else is an error. */
export function parseFlag(
  name: string,
  value: string | undefined,
): { ok: true; on: boolean } | { ok: false; error: string } {
  if (value === undefined || value === '' || value === '0') return { ok: true, on: false };
  if (value === '1' || value === 'true') return { ok: true, on: true };
  return { ok: false, error: `Invalid ${name} "${value.slice(0, 40)}": expected 1 (on) or 0 (off)` };
}

/**
 * The combinations the list refuses (the UI never produces them): both quick filters, a quick
 * filter together with date or date_to, and a date_to before the date.
 */
export function rangeConflict(range: {
  date: string | null;
  dateTo: string | null;
  quick: QuickFilter[];
}): string | null {
  if (range.quick.length > 1) return 'next_3_days and weekend cannot be combined: choose one';
  const [quick] = range.quick;
  if (quick && (range.date || range.dateTo))
    return `${quick} cannot be combined with date or date_to: it sets its own days`;
  if (range.date && range.dateTo && range.dateTo < range.date)
    return `date_to (${formatDay(range.dateTo)}) must not be before date (${formatDay(range.date)})`;
  return null;
}

/** The query of a state, empty values dropped, in a stable order (so URLs are shareable). */
export function toQuery(state: FilterState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.date) query.date = formatDay(state.date);
  if (state.dateTo) query.date_to = formatDay(state.dateTo);
  if (state.quick) query[state.quick] = '1';
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

/**
 * The days the server filters by (EventQuery `date`/`dateTo`): a quick filter resolves to its
 * Berlin day range at `now`; otherwise date and dateTo as they are.
 */
export function resolveDays(
  state: Pick<FilterState, 'date' | 'dateTo' | 'quick'>,
  now: Date = new Date(),
): { date: string | null; dateTo: string | null } {
  if (state.quick) {
    const { from, to } = quickFilterRange(state.quick, now);
    return { date: from, dateTo: to };
  }
  return { date: state.date, dateTo: state.dateTo };
}

export function activeFilterCount(state: FilterState): number {
  return FILTER_KEYS.filter((key) => state.filter[key] !== null).length;
}

/** A day restriction: a picked date, a last day or a quick filter. */
function hasDays(state: FilterState): boolean {
  return state.date !== null || state.dateTo !== null || state.quick !== null;
}

/** Filters (or days) restrict the list: teasers are hidden then. */
export function isFiltered(state: FilterState): boolean {
  return activeFilterCount(state) > 0 || hasDays(state);
}

/**
 * docs/requirements.md §2: the Reset button shows with more than one filter, or one filter plus a date. A quick
 * filter takes the place of the date here (it is a choice of days), so room + weekend shows Reset.
 */
export function showResetButton(state: FilterState): boolean {
  const n = activeFilterCount(state);
  return n > 1 || (n >= 1 && hasDays(state));
}

export function setFilter(state: FilterState, key: FilterKey, value: number | null): FilterState {
  return { ...state, filter: { ...state.filter, [key]: value } };
}

/** Picking a date clears a quick filter, and a last day that would lie before it. */
export function setDate(state: FilterState, date: string | null): FilterState {
  const dateTo = date && state.dateTo && state.dateTo < date ? null : state.dateTo;
  return { ...state, date, dateTo, quick: date ? null : state.quick };
}

export function setDateTo(state: FilterState, dateTo: string | null): FilterState {
  return { ...state, dateTo };
}

/** Switching a quick filter on clears the other one and any picked date or last day. */
export function setQuick(state: FilterState, quick: QuickFilter | null): FilterState {
  return quick ? { ...state, quick, date: null, dateTo: null } : { ...state, quick: null };
}

export function sameState(a: FilterState, b: FilterState): boolean {
  return toSearch(a) === toSearch(b);
}
