import 'server-only';
import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db, schema } from '@/lib/db';
import { pick, type Locale } from '@/i18n/config';
import { getMediaMap } from '@/features/media/server/media';
import type { FilterMap } from '../filter-state';
import { startOfBerlinDay, berlinDay } from '../date-param';
import { programmePath } from '../paths';
import type { EventListItem } from '../types';

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

const venue = schema.venues;
const room = schema.rooms;
const type = schema.exhibitionTypes;
const seriesT = alias(schema.series, 'event_series');
const genre = schema.genres;
const production = schema.productions;

/** Selects one page of events with everything the list shows, joined in one query. */
export async function selectEventItems(where: SQL | undefined, locale: Locale, limit: number, offset: number): Promise<EventListItem[]> {
  const rows = await db()
    .select({
      event: e,
      venueName: venue.name,
      venueSlug: venue.slug,
      roomName: room.name,
      typeSlug: type.slug,
      typeName: type.name,
      seriesName: seriesT.name,
      seriesSlug: seriesT.slug,
      genreName: genre.name,
      productionTitle: production.title,
      productionSlug: production.slug,
    })
    .from(e)
    .leftJoin(venue, eq(venue.id, e.venueId))
    .leftJoin(room, eq(room.id, e.roomId))
    .leftJoin(type, eq(type.id, e.exhibitionTypeId))
    .leftJoin(seriesT, eq(seriesT.id, e.seriesId))
    .leftJoin(genre, eq(genre.id, e.genreId))
    .leftJoin(production, eq(production.id, e.productionId))
    .where(where)
    .orderBy(e.dateStart, e.id)
    .limit(limit)
    .offset(offset);
  if (!rows.length) return [];
  const ids = rows.map((r) => r.event.id);
  const [tagRows, media] = await Promise.all([
    db()
      .select({ eventId: schema.eventEventTags.eventId, id: schema.eventTags.id, name: schema.eventTags.name })
      .from(schema.eventEventTags)
      .innerJoin(schema.eventTags, eq(schema.eventTags.id, schema.eventEventTags.tagId))
      .where(and(inArray(schema.eventEventTags.eventId, ids), eq(schema.eventTags.showInFilter, true))),
    getMediaMap(rows.map((r) => r.event.imageId ?? 0), locale),
  ]);
  const t = (v: Parameters<typeof pick<string>>[0]) => pick(v, locale) ?? '';
  return rows.map((r) => {
    const ev = r.event;
    const image = ev.imageId ? media.get(ev.imageId) : undefined;
    const slug = t(ev.slug);
    return {
      id: ev.id,
      date_start: ev.dateStart.toISOString(),
      date_end: ev.dateEnd?.toISOString() ?? null,
      event_type_new: ev.eventType,
      title: t(ev.title),
      subtitle: t(ev.subtitle),
      teaser: t(ev.teaser),
      slug,
      url: programmePath(locale, '/events/[slug]/[id]', { slug, id: ev.id }),
      status: ev.status,
      is_free: ev.isFree,
      ticket_url: ev.ticketUrl,
      id_jet: ev.idJet,
      image_obj: image ? { id: image.id, url: image.url, width: image.width, height: image.height, alt: image.alt, credit: image.credit, mime_type: image.mime_type } : null,
      image_thumbnails: image?.thumbnails ?? {},
      venue: ev.venueId ? { id: ev.venueId, name: t(r.venueName), url: programmePath(locale, '/venues/[slug]/[id]', { slug: t(r.venueSlug), id: ev.venueId }) } : null,
      room: ev.roomId ? { id: ev.roomId, name: t(r.roomName) } : null,
      exhibition_type: r.typeSlug ? { id: r.typeSlug, name: t(r.typeName) } : null,
      series: ev.seriesId ? { id: ev.seriesId, name: t(r.seriesName), url: programmePath(locale, '/series/[slug]/[id]', { slug: t(r.seriesSlug), id: ev.seriesId }) } : null,
      genre: ev.genreId ? { id: ev.genreId, name: t(r.genreName) } : null,
      production: ev.productionId
        ? { id: ev.productionId, name: t(r.productionTitle), url: programmePath(locale, '/productions/[slug]/[id]', { slug: t(r.productionSlug), id: ev.productionId }) }
        : null,
      tags: tagRows.filter((tag) => tag.eventId === ev.id).map((tag) => ({ id: tag.id, name: t(tag.name) })),
    };
  });
}
