import 'server-only';
import { and, asc, count, eq, gte, sql, type SQL } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { cached, TAGS } from '@/lib/cache';
import { pick, type Locale } from '@/i18n/config';
import { getMediaMap } from '@/features/media/server';
import type { MediaObject, MediaThumbnails } from '@/features/media';
import { programmePath, programmeUrls, type CastEntry } from '@/features/events';
import { startOfBerlinDay, berlinDay } from '@/lib/berlin-time';
import { castOf, upcomingEventsOf } from '@/features/events/server';
import type { EventListItem } from '@/features/events';

export type ProductionFilter = {
  season?: number | null;
  exhibition_type?: number | null;
  tag?: number | null;
  date?: string | null;
};

export type ProductionSummary = {
  id: number;
  title: string;
  subtitle: string;
  teaser: string;
  slug: string;
  url: string;
  season: { id: number; name: string } | null;
  exhibition_type: { id: string; name: string } | null;
  tags: { id: number; name: string }[];
  next_date: string | null;
  image_obj: MediaObject | null;
  image_thumbnails: MediaThumbnails;
};

export type ProductionDetail = ProductionSummary & {
  description: string;
  duration: string;
  venue: { id: number; name: string; url: string } | null;
  cast: CastEntry[];
  events: EventListItem[];
  urls: Record<Locale, string>;
};

const p = schema.productions;

function conditions(filter: ProductionFilter, typeId: number | undefined): SQL[] {
  const list: SQL[] = [eq(p.isOnline, true)];
  if (filter.season) list.push(eq(p.seasonId, filter.season));
  if (filter.exhibition_type) list.push(eq(p.exhibitionTypeId, typeId ?? -1));
  if (filter.tag)
    list.push(
      sql`exists (select 1 from ${schema.productionProductionTags} where ${schema.productionProductionTags.productionId} = ${p.id} and ${schema.productionProductionTags.tagId} = ${filter.tag})`,
    );
  if (filter.date)
    list.push(
      sql`exists (select 1 from ${schema.events} where ${schema.events.productionId} = ${p.id} and ${schema.events.isOnline} and ${schema.events.dateStart} >= ${startOfBerlinDay(filter.date)})`,
    );
  return list;
}

async function summaries(rows: (typeof p.$inferSelect)[], locale: Locale, today: string): Promise<ProductionSummary[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const d = db();
  const [seasons, types, tags, nextDates, media] = await Promise.all([
    d.select().from(schema.seasons),
    d.select().from(schema.exhibitionTypes),
    d
      .select({
        productionId: schema.productionProductionTags.productionId,
        id: schema.productionTags.id,
        name: schema.productionTags.name,
      })
      .from(schema.productionProductionTags)
      .innerJoin(schema.productionTags, eq(schema.productionTags.id, schema.productionProductionTags.tagId)),
    d
      .select({ productionId: schema.events.productionId, next: sql<string>`min(${schema.events.dateStart})` })
      .from(schema.events)
      .where(and(gte(schema.events.dateStart, startOfBerlinDay(today)), eq(schema.events.isOnline, true)))
      .groupBy(schema.events.productionId),
    getMediaMap(
      rows.map((r) => r.imageId ?? 0),
      locale,
    ),
  ]);
  const t = (v: Parameters<typeof pick<string>>[0]) => pick(v, locale) ?? '';
  return rows.map((row) => {
    const season = seasons.find((s) => s.id === row.seasonId);
    const type = types.find((x) => x.id === row.exhibitionTypeId);
    const image = row.imageId ? media.get(row.imageId) : undefined;
    const next = nextDates.find((n) => n.productionId === row.id)?.next;
    const slug = t(row.slug);
    return {
      id: row.id,
      title: t(row.title),
      subtitle: t(row.subtitle),
      teaser: t(row.teaser),
      slug,
      url: programmePath(locale, '/productions/[slug]/[id]', { slug, id: row.id }),
      season: season ? { id: season.id, name: t(season.name) } : null,
      exhibition_type: type ? { id: type.slug, name: t(type.name) } : null,
      tags: tags
        .filter((tag) => tag.productionId === row.id && ids.includes(row.id))
        .map((tag) => ({ id: tag.id, name: t(tag.name) })),
      next_date: next ? new Date(next).toISOString() : null,
      image_obj: image ?? null,
      image_thumbnails: image?.thumbnails ?? {},
    };
  });
}

async function typeIdOf(slug: number | null | undefined) {
  if (!slug) return undefined;
  const [row] = await db()
    .select({ id: schema.exhibitionTypes.id })
    .from(schema.exhibitionTypes)
    .where(eq(schema.exhibitionTypes.slug, String(slug)));
  return row?.id;
}

async function readProductions(
  filter: ProductionFilter,
  locale: Locale,
  page: number,
  pageSize: number,
  today: string,
) {
  const where = and(...conditions(filter, await typeIdOf(filter.exhibition_type)));
  const [[{ n }], rows] = await Promise.all([
    db().select({ n: count() }).from(p).where(where),
    db()
      .select()
      .from(p)
      .where(where)
      .orderBy(asc(p.position), asc(p.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { count: n, results: await summaries(rows, locale, today) };
}
const cachedProductions = cached(readProductions, ['productions-list'], {
  tags: [TAGS.productions, TAGS.events],
  revalidate: 600,
});

export function listProductions(filter: ProductionFilter, locale: Locale, page = 1, pageSize = 10) {
  return cachedProductions(filter, locale, page, pageSize, berlinDay(new Date()));
}

async function readProduction(id: number, locale: Locale, today: string): Promise<ProductionDetail | null> {
  const [row] = await db()
    .select()
    .from(p)
    .where(and(eq(p.id, id), eq(p.isOnline, true)));
  if (!row) return null;
  const [[summary], cast, events, venue] = await Promise.all([
    summaries([row], locale, today),
    castOf(id, locale),
    upcomingEventsOf({ productionId: id }, locale),
    row.venueId ? db().select().from(schema.venues).where(eq(schema.venues.id, row.venueId)) : Promise.resolve([]),
  ]);
  const v = venue[0];
  return {
    ...summary,
    description: pick(row.description, locale) ?? '',
    duration: pick(row.duration, locale) ?? '',
    venue: v
      ? {
          id: v.id,
          name: pick(v.name, locale) ?? '',
          url: programmePath(locale, '/venues/[slug]/[id]', { slug: pick(v.slug, locale), id: v.id }),
        }
      : null,
    cast,
    events,
    urls: programmeUrls('/productions/[slug]/[id]', row.slug, id),
  };
}
const cachedProduction = cached(readProduction, ['production-detail'], {
  tags: [TAGS.productions, TAGS.events, TAGS.team],
  revalidate: 600,
});

export function getProduction(id: number, locale: Locale) {
  return cachedProduction(id, locale, berlinDay(new Date()));
}
