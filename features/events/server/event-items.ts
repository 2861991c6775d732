import 'server-only';
import { sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { schema } from '@/lib/db';
import type { LocalizedText } from '@/lib/db/schema/common';
import { pick, type Locale } from '@/i18n/config';
import { getMediaMap } from '@/features/media/server';
import { programmePath } from '../paths';
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

type Name = { name: LocalizedText };
type NameAndSlug = { name: LocalizedText; slug: LocalizedText };
type Column = 'venue_id' | 'room_id' | 'exhibition_type_id' | 'series_id' | 'genre_id' | 'production_id';

// Names (and slugs for links) of what an event refers to, one small lookup per row of the page.
// Scalar subqueries rather than six joins: planning a seven-table join cost more than running it.
const named = <T>(table: string, column: Column, fields: string) =>
  sql<T | null>`(select json_build_object(${sql.raw(fields)}) from ${sql.raw(table)} x where x.id = ${e}.${sql.raw(column)})`;

/** The columns an event list item needs (not the description), with its tags and the names it shows. */
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
  seriesId: e.seriesId,
  genreId: e.genreId,
  productionId: e.productionId,
  venue: named<NameAndSlug>('venues', 'venue_id', `'name', x.name, 'slug', x.slug`),
  room: named<Name>('rooms', 'room_id', `'name', x.name`),
  type: named<{ name: LocalizedText; slug: string }>(
    'exhibition_types',
    'exhibition_type_id',
    `'name', x.name, 'slug', x.slug`,
  ),
  series: named<NameAndSlug>('series', 'series_id', `'name', x.name, 'slug', x.slug`),
  genre: named<Name>('genres', 'genre_id', `'name', x.name`),
  production: named<NameAndSlug>('productions', 'production_id', `'name', x.title, 'slug', x.slug`),
  tags: tagsOfEvent,
};

type ItemRow = SelectResultFields<typeof itemColumns>;

/** Event rows (selected with itemColumns) as list items, in the given order; images from one query. */
export async function toListItems(rows: ItemRow[], locale: Locale): Promise<EventListItem[]> {
  if (!rows.length) return [];
  const media = await getMediaMap(
    rows.map((r) => r.imageId ?? 0),
    locale,
  );
  const t = (v: LocalizedText | null | undefined) => pick(v, locale) ?? '';
  return rows.map((r) => {
    const image = r.imageId ? media.get(r.imageId) : undefined;
    const slug = t(r.slug);
    const { venue, room, type, series, genre, production } = r;
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
      image_obj: image
        ? {
            id: image.id,
            url: image.url,
            width: image.width,
            height: image.height,
            alt: image.alt,
            credit: image.credit,
            mime_type: image.mime_type,
          }
        : null,
      image_thumbnails: image?.thumbnails ?? {},
      venue:
        r.venueId && venue
          ? {
              id: r.venueId,
              name: t(venue.name),
              url: programmePath(locale, '/venues/[slug]/[id]', { slug: t(venue.slug), id: r.venueId }),
            }
          : null,
      room: r.roomId && room ? { id: r.roomId, name: t(room.name) } : null,
      exhibition_type: type ? { id: type.slug, name: t(type.name) } : null,
      series:
        r.seriesId && series
          ? {
              id: r.seriesId,
              name: t(series.name),
              url: programmePath(locale, '/series/[slug]/[id]', { slug: t(series.slug), id: r.seriesId }),
            }
          : null,
      genre: r.genreId && genre ? { id: r.genreId, name: t(genre.name) } : null,
      production:
        r.productionId && production
          ? {
              id: r.productionId,
              name: t(production.name),
              url: programmePath(locale, '/productions/[slug]/[id]', { slug: t(production.slug), id: r.productionId }),
            }
          : null,
      tags: r.tags.map((item) => ({ id: item.id, name: t(item.name) })),
    };
  });
}
