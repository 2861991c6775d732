import 'server-only';
import { asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { schema, type Db } from '@/lib/db';
import { affects } from '@/lib/write-effects';
import { defineResource, fillSlugs, filterFlag, filterId } from '@/features/resources';
import { localizedText } from '@/features/resources/server';
import { programmePath } from '@/features/events';
import { reindex } from '@/features/search/server';
import { productionResourceSchema, type ProductionInput } from '../resource-schema';

const { productions, productionProductionTags: tagLinks, productionPersons: cast, events } = schema;

async function read(database: Db, id: number) {
  const [row] = await database.select().from(productions).where(eq(productions.id, id));
  if (!row) return null;
  const [tags, people] = [
    await database
      .select({ id: tagLinks.tagId })
      .from(tagLinks)
      .where(eq(tagLinks.productionId, id))
      .orderBy(asc(tagLinks.tagId)),
    await database.select().from(cast).where(eq(cast.productionId, id)).orderBy(asc(cast.position)),
  ];
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    subtitle: row.subtitle,
    teaser: row.teaser,
    description: row.description,
    duration: row.duration,
    season_id: row.seasonId,
    exhibition_type_id: row.exhibitionTypeId,
    venue_id: row.venueId,
    image_id: row.imageId,
    is_online: row.isOnline,
    position: row.position,
    cancel_deadline_hours: row.cancelDeadlineHours,
    tag_ids: tags.map((t) => t.id),
    cast: people.map((p) => ({ person_id: p.personId, role: p.role })),
    view_url: programmePath('de', '/productions/[slug]/[id]', { slug: row.slug.de, id: row.id }),
    updated_at: row.updatedAt.toISOString(),
  };
}
type ProductionRecord = NonNullable<Awaited<ReturnType<typeof read>>>;

const columns = (d: ProductionInput) => ({
  title: d.title,
  slug: fillSlugs(d.slug, d.title),
  subtitle: d.subtitle,
  teaser: d.teaser,
  description: d.description,
  duration: d.duration,
  seasonId: d.season_id,
  exhibitionTypeId: d.exhibition_type_id,
  venueId: d.venue_id,
  imageId: d.image_id,
  isOnline: d.is_online,
  position: d.position,
  cancelDeadlineHours: d.cancel_deadline_hours,
});

async function saveLinks(tx: Db, id: number, d: ProductionInput) {
  await tx.delete(tagLinks).where(eq(tagLinks.productionId, id));
  if (d.tag_ids.length)
    await tx.insert(tagLinks).values([...new Set(d.tag_ids)].map((tagId) => ({ productionId: id, tagId })));
  await tx.delete(cast).where(eq(cast.productionId, id));
  if (d.cast.length)
    await tx
      .insert(cast)
      .values(d.cast.map((c, position) => ({ productionId: id, personId: c.person_id, role: c.role, position })));
}

export const productionResource = defineResource({
  name: 'productions',
  table: productions,
  role: 'editor',
  readRole: 'box_office',
  schema: productionResourceSchema,
  search: [localizedText(productions.title), localizedText(productions.subtitle)],
  orderings: {
    position: productions.position,
    title: localizedText(productions.title),
    updated_at: productions.updatedAt,
  },
  filters: {
    schema: z.object({ season: filterId('season'), venue: filterId('venue'), is_online: filterFlag('is_online') }),
    where: (f) => [
      f.season ? eq(productions.seasonId, f.season) : undefined,
      f.venue ? eq(productions.venueId, f.venue) : undefined,
      f.is_online === undefined ? undefined : eq(productions.isOnline, f.is_online),
    ],
  },
  read,
  async create(tx, data, id) {
    const [row] = await tx
      .insert(productions)
      .values({ ...columns(data), ...(id ? { id } : {}) })
      .returning({ id: productions.id });
    await saveLinks(tx, row.id, data);
    return row.id;
  },
  async update(tx, id, data) {
    await tx
      .update(productions)
      .set({ ...columns(data), updatedAt: new Date() })
      .where(eq(productions.id, id));
    await saveLinks(tx, id, data);
  },
  async remove(tx, id) {
    await tx.delete(productions).where(eq(productions.id, id));
  },
  async references(database, id) {
    const [{ n }] = await database.select({ n: count() }).from(events).where(eq(events.productionId, id));
    return n ? [`${n} event date(s)`] : [];
  },
  label: (r: ProductionRecord) => r.title.de ?? `Production ${r.id}`,
  tags: () => affects('production'),
  afterWrite: (database, id) => reindex('production', id, database),
});
