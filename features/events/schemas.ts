import { z } from 'zod';
import { dayParam, pageQuery } from '@/lib/api';
import { parseId } from '@/lib/params';
import { QUICK_FILTERS } from './date-param';
import { parseFlag, rangeConflict, type FilterState } from './filter-state';

/** An optional numeric filter id; '' counts as not set (the list drops empty values). */
const filterId = (name: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return null;
      const id = parseId(value);
      if (id === null) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a numeric id` });
        return z.NEVER;
      }
      return id;
    });

/** `date` as DD-MM-YYYY of an existing day, turned into the ISO day. */
const dateParam = dayParam('date');

/** A quick-filter flag: 1 on, 0 or empty off. */
const flagParam = (name: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const flag = parseFlag(name, value);
      if (!flag.ok) {
        ctx.addIssue({ code: 'custom', message: flag.error });
        return z.NEVER;
      }
      return flag.on;
    });

/** The query parameters of the events list, in the URL of the page, the API and the feed alike. */
const filterFields = {
  date: dateParam,
  date_to: dayParam('date_to'),
  next_3_days: flagParam('next_3_days'),
  weekend: flagParam('weekend'),
  room: filterId('room'),
  type: filterId('type'),
  tag: filterId('tag'),
  series: filterId('series'),
  genre: filterId('genre'),
};
type FilterFields = { [K in keyof typeof filterFields]: z.output<(typeof filterFields)[K]> };

/** Parameters to FilterState; contradicting day choices are refused (see rangeConflict). */
function toFilterState(value: FilterFields, ctx: z.RefinementCtx): FilterState {
  const { date, date_to: dateTo, next_3_days, weekend, room, type, tag, series, genre } = value;
  const quick = QUICK_FILTERS.filter((name) => ({ next_3_days, weekend })[name]);
  const conflict = rangeConflict({ date, dateTo, quick });
  if (conflict) {
    ctx.addIssue({ code: 'custom', message: conflict });
    return z.NEVER;
  }
  return { date, dateTo, quick: quick[0] ?? null, filter: { room, type, tag, series, genre } };
}

/**
 * The one filter model of the events list (docs/requirements.md §3 'Event filter state'): the page's URL, the API,
 * the calendar feed and the filter UI all read and write FilterState through this schema.
 */
const filterStateQuery = z.object(filterFields).transform(toFilterState);

/** GET /{locale}/api/events/: the filter state and a page. */
export const eventsQuery = z
  .object({ ...filterFields, ...pageQuery(10) })
  .transform((value, ctx) => ({ state: toFilterState(value, ctx), page: value.page, page_size: value.page_size }));

/** GET /{locale}/api/events/feed.ics */
export const eventsFeedQuery = filterStateQuery;

/** GET /api/calendar/ (the days on offer for the dropdown filters, from `date` or today) */
export const calendarQuery = z.object({
  date: dateParam,
  room: filterFields.room,
  type: filterFields.type,
  tag: filterFields.tag,
  series: filterFields.series,
  genre: filterFields.genre,
});

export type ParsedState = { ok: true; state: FilterState } | { ok: false; error: string };

/**
 * Reads the events page's query (docs/requirements.md §5) with the same schema as the API: date and date_to must be
 * DD-MM-YYYY and exist, every filter value numeric, next_3_days/weekend 1 or 0; empty values count
 * as not set. Anything else is an error the page reports and redirects on.
 */
export function parseFilterQuery(query: Record<string, string | string[] | undefined> | URLSearchParams): ParsedState {
  const get = (key: string) => {
    const raw = query instanceof URLSearchParams ? query.get(key) : query[key];
    return (Array.isArray(raw) ? raw[0] : raw) ?? undefined;
  };
  const input = Object.fromEntries(Object.keys(filterFields).map((key) => [key, get(key)]));
  const parsed = filterStateQuery.safeParse(input);
  if (parsed.success) return { ok: true, state: parsed.data };
  const [issue] = parsed.error.issues;
  const param = issue?.path[0];
  // The log names the offending value; flag messages already do.
  const named = typeof param === 'string' && !issue.message.startsWith('Invalid');
  return {
    ok: false,
    error: named
      ? `Invalid ${param} "${String(input[param]).slice(0, 40)}": ${issue.message}`
      : (issue?.message ?? 'Invalid filter'),
  };
}

/** GET /{locale}/api/productions/ */
export const productionsQuery = z.object({
  season: filterId('season'),
  exhibition_type: filterId('exhibition_type'),
  tag: filterId('tag'),
  date: dateParam,
  ...pageQuery(10),
});
