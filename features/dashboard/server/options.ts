import 'server-only';
import { asc } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { pick, type Locale } from '@/i18n/config';
import { seatPlanChoices } from '@/features/seating/server';

type Named = { id: number; name: Record<string, string> | null };
const named = (rows: Named[], locale: Locale) =>
  rows.map((r) => ({ id: r.id, name: pick(r.name ?? {}, locale) ?? String(r.id) }));

/**
 * The small option lists the dashboard's forms choose from (seasons, types, tags, categories,
 * rooms), all with their numeric ids and names in the dashboard's language, in one answer.
 */
export async function dashboardOptions(locale: Locale) {
  const d = db();
  const [
    seasons,
    exhibitionTypes,
    genres,
    eventTags,
    productionTags,
    personCategories,
    articleCategories,
    articleTags,
    rooms,
    seatPlans,
  ] = await Promise.all([
    d.select().from(schema.seasons).orderBy(asc(schema.seasons.dateFrom)),
    d.select().from(schema.exhibitionTypes).orderBy(asc(schema.exhibitionTypes.position)),
    d.select().from(schema.genres).orderBy(asc(schema.genres.position)),
    d.select().from(schema.eventTags).orderBy(asc(schema.eventTags.position)),
    d.select().from(schema.productionTags).orderBy(asc(schema.productionTags.position)),
    d.select().from(schema.personCategories).orderBy(asc(schema.personCategories.position)),
    d.select().from(schema.articleCategories).orderBy(asc(schema.articleCategories.position)),
    d.select().from(schema.articleTags).orderBy(asc(schema.articleTags.id)),
    d.select().from(schema.rooms).orderBy(asc(schema.rooms.venueId), asc(schema.rooms.position)),
    seatPlanChoices(d),
  ]);
  return {
    seasons: named(seasons, locale),
    exhibition_types: named(exhibitionTypes, locale),
    genres: named(genres, locale),
    event_tags: named(eventTags, locale),
    production_tags: named(productionTags, locale),
    person_categories: named(personCategories, locale),
    article_categories: named(articleCategories, locale),
    article_tags: named(articleTags, locale),
    rooms: rooms.map((r) => ({ id: r.id, venue_id: r.venueId, name: pick(r.name, locale) ?? String(r.id) })),
    seat_plans: seatPlans,
  };
}
