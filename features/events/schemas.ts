import { z } from 'zod';
import { langQuery, localeParam, pageQuery } from '@/lib/api';
import { parseDateParam } from './date-param';

/** An optional numeric filter id; '' counts as not set (the list drops empty values). */
const filterId = (name: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return null;
      if (!/^\d{1,9}$/.test(value) || Number(value) < 1) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a numeric id` });
        return z.NEVER;
      }
      return Number(value);
    });

/** `date` as DD-MM-YYYY of an existing day, turned into the ISO day. */
export const dateParam = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return null;
    const iso = parseDateParam(value);
    if (!iso) {
      ctx.addIssue({ code: 'custom', message: `date must be an existing day as DD-MM-YYYY, got "${value.slice(0, 40)}"` });
      return z.NEVER;
    }
    return iso;
  });

const eventFilters = {
  room: filterId('room'),
  type: filterId('type'),
  tag: filterId('tag'),
  series: filterId('series'),
  genre: filterId('genre'),
  date: dateParam,
};

/** GET /{locale}/api/events/ */
export const eventsQuery = z.object({ ...eventFilters, ...pageQuery(10) });
export type EventsQuery = z.infer<typeof eventsQuery>;

/** GET /{locale}/api/events/feed.ics */
export const eventsFeedQuery = z.object(eventFilters);

/** GET /api/calendar/ */
export const calendarQuery = z.object(eventFilters);

/** GET /{locale}/api/productions/ */
export const productionsQuery = z.object({
  season: filterId('season'),
  exhibition_type: filterId('exhibition_type'),
  tag: filterId('tag'),
  date: dateParam,
  ...pageQuery(10),
});

export const idRouteParams = z.object({
  locale: localeParam,
  id: z.string().regex(/^\d{1,9}$/, 'id must be a numeric id').transform(Number),
});

export { langQuery };
