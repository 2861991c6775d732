import 'server-only';
import { and, sql } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { cached, TAGS } from '@/lib/cache';
import type { Locale } from '@/i18n/config';
import { addDays, berlinDay, startOfBerlinDay } from '@/lib/berlin-time';
import type { EventListItem } from '../types';
import { eventConditions, selectEventPage, type EventQuery } from './event-rows';

export const EVENTS_PAGE_SIZE = 10;

/** One page of the events list: total count and the page's events, ordered by start. */
async function readEvents(
  query: EventQuery,
  locale: Locale,
  page: number,
  pageSize: number,
  today: string,
): Promise<{ count: number; results: EventListItem[] }> {
  const where = and(...eventConditions(query, startOfBerlinDay(today)));
  return selectEventPage(where, locale, pageSize, (page - 1) * pageSize);
}

// `today` is part of the cache key, so a cached page never shows yesterday's events as upcoming.
// The items carry names of venues, series and productions, so their writes expire the list too.
const cachedEvents = cached(readEvents, ['events-list'], {
  tags: [TAGS.events, TAGS.programmeOptions, TAGS.venues, TAGS.series, TAGS.productions],
  revalidate: 600,
});

export function listEvents(query: EventQuery, locale: Locale, page = 1, pageSize = EVENTS_PAGE_SIZE) {
  return cachedEvents(query, locale, page, pageSize, berlinDay(new Date()));
}

/** Berlin days (ISO) on which events matching the filters take place, from `date` or today on, one year ahead. */
async function readCalendar(query: EventQuery, today: string): Promise<string[]> {
  const from = query.date ?? today;
  const until = addDays(from, 365);
  const where = and(...eventConditions({ ...query, date: from, dateTo: until }, startOfBerlinDay(today)));
  const rows = await db()
    .selectDistinct({
      day: sql<string>`to_char(${schema.events.dateStart} at time zone 'Europe/Berlin', 'YYYY-MM-DD')`,
    })
    .from(schema.events)
    .where(where)
    .orderBy(sql`1`);
  return rows.map((r) => r.day);
}
const cachedCalendar = cached(readCalendar, ['events-calendar'], { tags: [TAGS.events], revalidate: 600 });

export function availableDates(query: EventQuery) {
  return cachedCalendar(query, berlinDay(new Date()));
}

/** Upcoming events of a production, venue or series (detail pages), at most `limit`. */
export async function upcomingEventsOf(
  scope: Pick<EventQuery, 'productionId' | 'venueId' | 'seriesId'>,
  locale: Locale,
  limit = 50,
) {
  const { results } = await listEvents(scope, locale, 1, limit);
  return results;
}
