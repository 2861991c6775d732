import 'server-only';
import { count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import type { Locale } from '@/i18n/config';
import type { FilterMap } from '../filter-state';
import { startOfBerlinDay, berlinDay } from '../date-param';
import type { EventListItem } from '../types';
import { eventItemsByIds } from './event-items';

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

/** The WHERE clause of an event query; exhibition types arrive as their numeric slug. */
export function eventConditions(query: EventQuery, typeIds: Record<string, number>, now = new Date()): SQL[] {
  const f = query.filter ?? {};
  const conditions: SQL[] = [eq(e.isOnline, true)];
  const from = query.date ?? berlinDay(now);
  if (!query.includePast) conditions.push(gte(e.dateStart, startOfBerlinDay(from)));
  if (query.dateTo) conditions.push(lt(e.dateStart, new Date(startOfBerlinDay(query.dateTo).getTime() + 86400_000)));
  if (f.room) conditions.push(eq(e.roomId, f.room));
  if (f.type) conditions.push(eq(e.exhibitionTypeId, typeIds[String(f.type)] ?? -1));
  if (f.series) conditions.push(eq(e.seriesId, f.series));
  if (f.genre) conditions.push(eq(e.genreId, f.genre));
  if (f.tag) conditions.push(sql`exists (select 1 from ${schema.eventEventTags} where ${schema.eventEventTags.eventId} = ${e.id} and ${schema.eventEventTags.tagId} = ${f.tag})`);
  if (query.productionId) conditions.push(eq(e.productionId, query.productionId));
  if (query.venueId) conditions.push(eq(e.venueId, query.venueId));
  if (query.seriesId) conditions.push(eq(e.seriesId, query.seriesId));
  return conditions;
}

/** The ids of one page in list order (date_start, id); the indexes make this an index-only scan. */
function pageQuery(where: SQL | undefined, limit: number, offset: number) {
  return db().select({ id: e.id }).from(e).where(where).orderBy(e.dateStart, e.id).limit(limit).offset(offset);
}

/**
 * One page of event ids and the number of all matching events, in one round trip: the window count
 * runs over the same index-only scan that finds the page (PGlite is one connection, so every extra
 * query of a request waits in line).
 */
export async function selectEventPage(where: SQL | undefined, limit: number, offset: number): Promise<{ ids: number[]; total: number }> {
  const rows = await db()
    .select({ id: e.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(e)
    .where(where)
    .orderBy(e.dateStart, e.id)
    .limit(limit)
    .offset(offset);
  if (rows.length) return { ids: rows.map((r) => r.id), total: rows[0].total };
  if (offset === 0) return { ids: [], total: 0 };
  // A page past the end has no row to carry the total.
  const [{ n }] = await db().select({ n: count() }).from(e).where(where);
  return { ids: [], total: n };
}

/** One page of events with everything the list shows: ids first, then the details of those rows only. */
export async function selectEventItems(where: SQL | undefined, locale: Locale, limit: number, offset: number): Promise<EventListItem[]> {
  const ids = (await pageQuery(where, limit, offset)).map((r) => r.id);
  return eventItemsByIds(ids, locale);
}
