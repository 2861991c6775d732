import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { cached, TAGS } from '@/lib/cache';
import { pick, type Locale } from '@/i18n/config';
import type { FilterKey } from '../filter-state';
import type { FilterOption } from '../types';

const name = (value: Parameters<typeof pick<string>>[0], locale: Locale) => pick(value, locale) ?? '';

/** Filter option lists of docs/requirements.md §7 (rooms, exhibition types, event tags, series, genres, seasons, production tags). */
async function readOptions(locale: Locale) {
  const d = db();
  const [rooms, venues, types, tags, series, genres, seasons, productionTags] = await Promise.all([
    d.select().from(schema.rooms).orderBy(asc(schema.rooms.venueId), asc(schema.rooms.position)),
    d.select({ id: schema.venues.id, name: schema.venues.name, position: schema.venues.position }).from(schema.venues),
    d.select().from(schema.exhibitionTypes).orderBy(asc(schema.exhibitionTypes.position)),
    d
      .select()
      .from(schema.eventTags)
      .where(eq(schema.eventTags.showInFilter, true))
      .orderBy(asc(schema.eventTags.position)),
    d.select().from(schema.series).where(eq(schema.series.showInFilter, true)).orderBy(asc(schema.series.position)),
    d.select().from(schema.genres).orderBy(asc(schema.genres.position)),
    d.select().from(schema.seasons).orderBy(asc(schema.seasons.dateFrom)),
    d.select().from(schema.productionTags).orderBy(asc(schema.productionTags.position)),
  ]);
  const venueName = new Map(venues.map((v) => [v.id, name(v.name, locale)]));
  const venueOrder = new Map(venues.map((v) => [v.id, v.position]));
  rooms.sort((a, b) => (venueOrder.get(a.venueId) ?? 0) - (venueOrder.get(b.venueId) ?? 0) || a.position - b.position);
  return {
    room: rooms.map((r) => ({ id: r.id, name: `${name(r.name, locale)} · ${venueName.get(r.venueId) ?? ''}` })),
    type: types.map((t) => ({ id: t.slug, name: name(t.name, locale) })),
    tag: tags.map((t) => ({ id: t.id, name: name(t.name, locale), show_in_filter: t.showInFilter })),
    series: series.map((s) => ({ id: s.id, name: name(s.name, locale), show_in_filter: s.showInFilter })),
    genre: genres.map((g) => ({ id: g.id, name: name(g.name, locale) })),
    season: seasons.map((s) => ({ id: s.id, name: name(s.name, locale), date_from: s.dateFrom, date_to: s.dateTo })),
    productionTag: productionTags.map((t) => ({ id: t.id, name: name(t.name, locale) })),
  };
}

export type EventFilterOptions = Record<FilterKey, FilterOption[]>;

export const getProgrammeOptions = cached(readOptions, ['programme-options'], { tags: [TAGS.programmeOptions] });

/**
 * The first selected filter value that is no option at all (all ids, including ones hidden from
 * the filter, are accepted), as a message; null when every value exists.
 */
export async function unknownFilterValue(
  filter: Partial<Record<FilterKey | 'season' | 'production_tag' | 'exhibition_type', number | null>>,
) {
  const ids = await getKnownIds();
  for (const [key, value] of Object.entries(filter)) {
    if (value === null || value === undefined) continue;
    const known = ids[key as keyof typeof ids];
    if (known && !known.includes(value)) return `Unknown ${key} ${value}`;
  }
  return null;
}

async function readKnownIds() {
  const d = db();
  const ids = async (
    table:
      | typeof schema.rooms
      | typeof schema.eventTags
      | typeof schema.series
      | typeof schema.genres
      | typeof schema.seasons
      | typeof schema.productionTags,
  ) => (await d.select({ id: table.id }).from(table)).map((r) => r.id);
  const types = (await d.select({ slug: schema.exhibitionTypes.slug }).from(schema.exhibitionTypes)).map((t) =>
    Number(t.slug),
  );
  return {
    room: await ids(schema.rooms),
    type: types,
    exhibition_type: types,
    tag: await ids(schema.eventTags),
    series: await ids(schema.series),
    genre: await ids(schema.genres),
    season: await ids(schema.seasons),
    production_tag: await ids(schema.productionTags),
  };
}
const getKnownIds = cached(readKnownIds, ['programme-known-ids'], { tags: [TAGS.programmeOptions] });
