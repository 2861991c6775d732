import 'server-only';
import { db, schema } from '@/lib/db';
import { cached, TAGS } from '@/lib/cache';
import type { LocalizedText } from '@/lib/db/schema/common';

type Named = { name: LocalizedText; slug?: LocalizedText };
type ById = Record<string, Named>;

/**
 * Names and slugs of everything an event list item refers to (venues, rooms, exhibition types,
 * series, genres, productions), keyed by id. These are short lists that change rarely; reading
 * them from the cache instead of joining six tables per page keeps the page query trivial to plan
 * (planning that join cost more than running it on PGlite).
 */
async function readLookups() {
  const d = db();
  const [venues, rooms, types, series, genres, productions] = await Promise.all([
    d.select({ id: schema.venues.id, name: schema.venues.name, slug: schema.venues.slug }).from(schema.venues),
    d.select({ id: schema.rooms.id, name: schema.rooms.name }).from(schema.rooms),
    d.select({ id: schema.exhibitionTypes.id, name: schema.exhibitionTypes.name, typeSlug: schema.exhibitionTypes.slug }).from(schema.exhibitionTypes),
    d.select({ id: schema.series.id, name: schema.series.name, slug: schema.series.slug }).from(schema.series),
    d.select({ id: schema.genres.id, name: schema.genres.name }).from(schema.genres),
    d.select({ id: schema.productions.id, name: schema.productions.title, slug: schema.productions.slug }).from(schema.productions),
  ]);
  const byId = <T extends { id: number }>(rows: T[]) => Object.fromEntries(rows.map(({ id, ...rest }) => [id, rest]));
  return {
    venue: byId(venues) as ById,
    room: byId(rooms) as ById,
    type: byId(types) as Record<string, Named & { typeSlug: string }>,
    series: byId(series) as ById,
    genre: byId(genres) as ById,
    production: byId(productions) as ById,
  };
}

export type EventLookups = Awaited<ReturnType<typeof readLookups>>;

export const getEventLookups = cached(readLookups, ['event-lookups'], {
  tags: [TAGS.programmeOptions, TAGS.venues, TAGS.series, TAGS.productions],
});
