import 'server-only';
import { count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import type { Locale } from '@/i18n/config';
import type { FilterMap } from '../filter-state';
import { addDays, startOfBerlinDay, berlinDay } from '@/lib/berlin-time';
import type { EventListItem } from '../types';
import { itemColumns, toListItems } from './event-items';

const e = schema.events;

export type EventQuery = {
  filter?: Partial<FilterMap>;
  /** ISO day: events from that Berlin day on. Default: from today. */
  date?: string | null;
  /** ISO day, inclusive: events up to the end of that Berlin day. */
  dateTo?: string | null;
  productionId?: number;
  venueId?: number;
  seriesId?: number;
  /** Include dates before today (production and venue pages list only upcoming ones). */
  includePast?: boolean;
};

/**
 * The WHERE clause of an event query. Exhibition types arrive as their numeric slug and are
 * resolved in the statement itself: the list runs inside a cached function, where a nested cached
 * lookup (unstable_cache) is not read from the cache but runs its query again.
 */
export function eventConditions(query: EventQuery, now = new Date()): SQL[] {
  const f = query.filter ?? {};
  const conditions: SQL[] = [eq(e.isOnline, true)];
  const from = query.date ?? berlinDay(now);
  if (!query.includePast) conditions.push(gte(e.dateStart, startOfBerlinDay(from)));
  // The end is the start of the next Berlin day: a day of a clock change has 23 or 25 hours.
  if (query.dateTo) conditions.push(lt(e.dateStart, startOfBerlinDay(addDays(query.dateTo, 1))));
  if (f.room) conditions.push(eq(e.roomId, f.room));
  if (f.type)
    conditions.push(
      sql`${e.exhibitionTypeId} = (select xt.id from exhibition_types xt where xt.slug = ${String(f.type)})`,
    );
  if (f.series) conditions.push(eq(e.seriesId, f.series));
  if (f.genre) conditions.push(eq(e.genreId, f.genre));
  if (f.tag)
    conditions.push(
      sql`exists (select 1 from event_event_tags et where et.event_id = ${e}.id and et.tag_id = ${f.tag})`,
    );
  if (query.productionId) conditions.push(eq(e.productionId, query.productionId));
  if (query.venueId) conditions.push(eq(e.venueId, query.venueId));
  if (query.seriesId) conditions.push(eq(e.seriesId, query.seriesId));
  return conditions;
}

/**
 * One page of events with everything the list shows, and the number of all matching events, as
 * one statement (PGlite is one connection: every extra query of a request waits in line). The
 * page is chosen in a narrow subquery that the covering indexes answer without visiting the table;
 * only the page's rows are then read in full. The total is a scalar count over the same
 * conditions (index-only too): a window count(*) over () would buffer every matching row, five
 * times slower than counting them for an unfiltered list of 50,000 dates.
 */
export function eventPageQuery(where: SQL | undefined, limit: number, offset: number) {
  const d = db();
  const page = d
    .$with('page')
    .as(d.select({ id: e.id }).from(e).where(where).orderBy(e.dateStart, e.id).limit(limit).offset(offset));
  return d
    .with(page)
    .select({
      ...itemColumns,
      total: sql<number>`(select count(*) from ${e} where ${where ?? sql`true`})`.mapWith(Number),
    })
    .from(page)
    .innerJoin(e, eq(e.id, page.id))
    .orderBy(e.dateStart, e.id);
}

export async function selectEventPage(
  where: SQL | undefined,
  locale: Locale,
  limit: number,
  offset: number,
): Promise<{ count: number; results: EventListItem[] }> {
  const rows = await eventPageQuery(where, limit, offset);
  if (rows.length) return { count: rows[0].total, results: await toListItems(rows, locale) };
  if (offset === 0) return { count: 0, results: [] };
  // A page past the end has no row to carry the total.
  const [{ n }] = await db().select({ n: count() }).from(e).where(where);
  return { count: n, results: [] };
}

/** One page of events with everything the list shows (detail pages: an event, a production's dates). */
export async function selectEventItems(
  where: SQL | undefined,
  locale: Locale,
  limit: number,
  offset: number,
): Promise<EventListItem[]> {
  return (await selectEventPage(where, locale, limit, offset)).results;
}
