import 'server-only';
import { sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { schema } from '@/lib/db';
import type { LocalizedText } from '@/lib/db/schema/common';
import { pick, type Locale } from '@/i18n/config';
import { getMediaMap } from '@/features/media/server/media';
import { programmePath } from '../paths';
import { getEventLookups } from './lookups';
import type { EventListItem } from '../types';

const e = schema.events;

// The event's tags shown in the filter, as one JSON array per row, so a page needs no second query.
// Written out with aliases: drizzle leaves columns unqualified in a single-table select, which
// would make "id" ambiguous inside this correlated subquery.
const tagsOfEvent = sql<{ id: number; name: LocalizedText }[]>`coalesce((
  select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.position, t.id)
  from event_event_tags et join event_tags t on t.id = et.tag_id
  where et.event_id = ${e}.id and t.show_in_filter
), '[]'::json)`;

/** The columns an event list item needs (not the description), with its tags. */
export const itemColumns = {
  id: e.id,
  dateStart: e.dateStart,
  dateEnd: e.dateEnd,
  eventType: e.eventType,
  title: e.title,
  subtitle: e.subtitle,
  teaser: e.teaser,
  slug: e.slug,
  status: e.status,
  isFree: e.isFree,
  ticketUrl: e.ticketUrl,
  idJet: e.idJet,
  imageId: e.imageId,
  venueId: e.venueId,
  roomId: e.roomId,
  typeId: e.exhibitionTypeId,
  seriesId: e.seriesId,
  genreId: e.genreId,
  productionId: e.productionId,
  tags: tagsOfEvent,
};

type ItemRow = SelectResultFields<typeof itemColumns>;

/**
 * Event rows (selected with itemColumns) as list items, in the given order. Names of venues,
 * rooms, types, series, genres and productions come from the cached lookups, images from one query.
 */
export async function toListItems(rows: ItemRow[], locale: Locale): Promise<EventListItem[]> {
  if (!rows.length) return [];
  const [lookups, media] = await Promise.all([getEventLookups(), getMediaMap(rows.map((r) => r.imageId ?? 0), locale)]);
  const t = (v: LocalizedText | null | undefined) => pick(v, locale) ?? '';
  return rows.map((r) => {
    const image = r.imageId ? media.get(r.imageId) : undefined;
    const slug = t(r.slug);
    const venue = lookups.venue[r.venueId ?? ''];
    const room = lookups.room[r.roomId ?? ''];
    const type = lookups.type[r.typeId ?? ''];
    const series = lookups.series[r.seriesId ?? ''];
    const genre = lookups.genre[r.genreId ?? ''];
    const production = lookups.production[r.productionId ?? ''];
    return {
      id: r.id,
      date_start: r.dateStart.toISOString(),
      date_end: r.dateEnd?.toISOString() ?? null,
      event_type_new: r.eventType,
      title: t(r.title),
      subtitle: t(r.subtitle),
      teaser: t(r.teaser),
      slug,
      url: programmePath(locale, '/events/[slug]/[id]', { slug, id: r.id }),
      status: r.status,
      is_free: r.isFree,
      ticket_url: r.ticketUrl,
      id_jet: r.idJet,
      image_obj: image ? { id: image.id, url: image.url, width: image.width, height: image.height, alt: image.alt, credit: image.credit, mime_type: image.mime_type } : null,
      image_thumbnails: image?.thumbnails ?? {},
      venue: r.venueId && venue ? { id: r.venueId, name: t(venue.name), url: programmePath(locale, '/venues/[slug]/[id]', { slug: t(venue.slug), id: r.venueId }) } : null,
      room: r.roomId && room ? { id: r.roomId, name: t(room.name) } : null,
      exhibition_type: type ? { id: type.typeSlug, name: t(type.name) } : null,
      series: r.seriesId && series ? { id: r.seriesId, name: t(series.name), url: programmePath(locale, '/series/[slug]/[id]', { slug: t(series.slug), id: r.seriesId }) } : null,
      genre: r.genreId && genre ? { id: r.genreId, name: t(genre.name) } : null,
      production: r.productionId && production
        ? { id: r.productionId, name: t(production.name), url: programmePath(locale, '/productions/[slug]/[id]', { slug: t(production.slug), id: r.productionId }) }
        : null,
      tags: r.tags.map((item) => ({ id: item.id, name: t(item.name) })),
    };
  });
}
