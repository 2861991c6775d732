import { z } from 'zod';
import { dayParam, langQuery, pageQuery } from '@/lib/api';
import { parseId } from '@/lib/params';
import { QUICK_FILTERS, type QuickFilter } from './date-param';
import { parseFlag, rangeConflict } from './filter-state';

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
export const dateParam = dayParam('date');

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

/**
 * The days of the events list: date, date_to (inclusive) or one quick filter, combined into
 * `{date, dateTo, quick}`; contradicting combinations are a 400 (see rangeConflict).
 */
const dayRange = {
  date: dateParam,
  date_to: dayParam('date_to'),
  next_3_days: flagParam('next_3_days'),
  weekend: flagParam('weekend'),
};
type DayRangeInput = { date: string | null; date_to: string | null; next_3_days: boolean; weekend: boolean };

function withDayRange<T extends DayRangeInput>(value: T, ctx: z.RefinementCtx) {
  const { date, date_to: dateTo, next_3_days, weekend, ...rest } = value;
  const quick = QUICK_FILTERS.filter((name) => ({ next_3_days, weekend })[name]);
  const conflict = rangeConflict({ date, dateTo, quick });
  if (conflict) {
    ctx.addIssue({ code: 'custom', message: conflict });
    return z.NEVER;
  }
  return { ...rest, date, dateTo, quick: (quick[0] ?? null) as QuickFilter | null };
}

const eventFilters = {
  room: filterId('room'),
  type: filterId('type'),
  tag: filterId('tag'),
  series: filterId('series'),
  genre: filterId('genre'),
};

/** GET /{locale}/api/events/ */
export const eventsQuery = z.object({ ...eventFilters, ...dayRange, ...pageQuery(10) }).transform(withDayRange);
export type EventsQuery = z.infer<typeof eventsQuery>;

/** GET /{locale}/api/events/feed.ics */
export const eventsFeedQuery = z.object({ ...eventFilters, ...dayRange }).transform(withDayRange);

/** GET /api/calendar/ (the days on offer for the dropdown filters, from `date` or today) */
export const calendarQuery = z.object({ ...eventFilters, date: dateParam });

/** GET /{locale}/api/productions/ */
export const productionsQuery = z.object({
  season: filterId('season'),
  exhibition_type: filterId('exhibition_type'),
  tag: filterId('tag'),
  date: dateParam,
  ...pageQuery(10),
});

export { langQuery };
