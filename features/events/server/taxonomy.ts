import 'server-only';
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { schema, type Db } from '@/lib/db';
import { ApiError } from '@/lib/api';
import { affects } from '@/lib/write-effects';
import { defineResource, isoDay, localized, position } from '@/features/resources';
import { defineNamedResource, localizedText } from '@/features/resources/server';

/** Tags and genres of event dates, tags of productions: the options of the programme's filters. */
export const eventTagResource = defineNamedResource({
  name: 'event-tags',
  table: schema.eventTags,
  tags: affects('event-taxonomy'),
  uses: [{ label: 'event date(s) with this tag', table: schema.eventEventTags, column: schema.eventEventTags.tagId }],
});

export const genreResource = defineNamedResource({
  name: 'genres',
  table: schema.genres,
  tags: affects('event-taxonomy'),
  uses: [{ label: 'event date(s) of this genre', table: schema.events, column: schema.events.genreId }],
});

export const productionTagResource = defineNamedResource({
  name: 'production-tags',
  table: schema.productionTags,
  tags: affects('production-taxonomy'),
  uses: [
    {
      label: 'production(s) with this tag',
      table: schema.productionProductionTags,
      column: schema.productionProductionTags.tagId,
    },
  ],
});

const seasonSchema = z
  .object({ name: localized({ required: true, max: 200 }), date_from: isoDay, date_to: isoDay })
  .refine((s) => s.date_from <= s.date_to, { message: 'must not be before the first day', path: ['date_to'] });

async function readSeason(database: Db, id: number) {
  const [r] = await database.select().from(schema.seasons).where(eq(schema.seasons.id, id));
  return r ? { id: r.id, name: r.name, date_from: r.dateFrom, date_to: r.dateTo } : null;
}

async function readType(database: Db, id: number) {
  const [r] = await database.select().from(schema.exhibitionTypes).where(eq(schema.exhibitionTypes.id, id));
  return r ? { id: r.id, slug: r.slug, name: r.name, position: r.position } : null;
}

/** Seasons (name, first and last day): productions are filed under one. */
export const seasonResource = defineResource({
  name: 'seasons',
  table: schema.seasons,
  role: 'editor',
  schema: seasonSchema,
  search: [localizedText(schema.seasons.name)],
  orderings: { date_from: schema.seasons.dateFrom, name: localizedText(schema.seasons.name) },
  read: readSeason,
  async create(tx, d, id) {
    const [row] = await tx
      .insert(schema.seasons)
      .values({ name: d.name, dateFrom: d.date_from, dateTo: d.date_to, ...(id ? { id } : {}) })
      .returning({ id: schema.seasons.id });
    return row.id;
  },
  async update(tx, id, d) {
    await tx
      .update(schema.seasons)
      .set({ name: d.name, dateFrom: d.date_from, dateTo: d.date_to })
      .where(eq(schema.seasons.id, id));
  },
  async remove(tx, id) {
    await tx.delete(schema.seasons).where(eq(schema.seasons.id, id));
  },
  async references(database, id) {
    const [{ n }] = await database
      .select({ n: count() })
      .from(schema.productions)
      .where(eq(schema.productions.seasonId, id));
    return n ? [`${n} production(s) of this season`] : [];
  },
  label: (r: NonNullable<Awaited<ReturnType<typeof readSeason>>>) => r.name.de ?? 'Season',
  tags: () => affects('production-taxonomy'),
});

const typeSchema = z.object({
  /** The filter's option id in URLs (?type=30): letters, digits, - and _. */
  slug: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'a key is required')
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only'),
  name: localized({ required: true, max: 200 }),
  position,
});

/** Event types (the events list's 'type' filter; their option id is the slug, docs/requirements.md §3). */
export const exhibitionTypeResource = defineResource({
  name: 'exhibition-types',
  table: schema.exhibitionTypes,
  role: 'editor',
  schema: typeSchema,
  search: [localizedText(schema.exhibitionTypes.name), schema.exhibitionTypes.slug],
  orderings: { position: schema.exhibitionTypes.position, slug: schema.exhibitionTypes.slug },
  read: readType,
  async create(tx, d, id) {
    await assertFreeSlug(tx, d.slug);
    const [row] = await tx
      .insert(schema.exhibitionTypes)
      .values({ slug: d.slug, name: d.name, position: d.position, ...(id ? { id } : {}) })
      .returning({ id: schema.exhibitionTypes.id });
    return row.id;
  },
  async update(tx, id, d) {
    await assertFreeSlug(tx, d.slug, id);
    await tx
      .update(schema.exhibitionTypes)
      .set({ slug: d.slug, name: d.name, position: d.position })
      .where(eq(schema.exhibitionTypes.id, id));
  },
  async remove(tx, id) {
    await tx.delete(schema.exhibitionTypes).where(eq(schema.exhibitionTypes.id, id));
  },
  async references(database, id) {
    const [{ n }] = await database
      .select({ n: count() })
      .from(schema.events)
      .where(eq(schema.events.exhibitionTypeId, id));
    const [{ p }] = await database
      .select({ p: count() })
      .from(schema.productions)
      .where(eq(schema.productions.exhibitionTypeId, id));
    return [...(n ? [`${n} event date(s)`] : []), ...(p ? [`${p} production(s)`] : [])];
  },
  label: (r: NonNullable<Awaited<ReturnType<typeof readType>>>) => r.name.de ?? r.slug,
  tags: () => affects('exhibition-type'),
});

async function assertFreeSlug(tx: Db, slug: string, id?: number) {
  const [clash] = await tx
    .select({ id: schema.exhibitionTypes.id })
    .from(schema.exhibitionTypes)
    .where(eq(schema.exhibitionTypes.slug, slug));
  if (clash && clash.id !== id)
    throw new ApiError(422, `slug: ${slug} is the key of another type`, 'invalid', {
      slug: ['the key of another type'],
    });
}
