import 'server-only';
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { schema, type Db } from '@/lib/db';
import { affects } from '@/lib/write-effects';
import { pick } from '@/i18n/config';
import { defineResource, fillSlugs, filterFlag } from '@/features/resources';
import { localizedText } from '@/features/resources/server';
import { programmePath } from '../paths';
import { seriesResourceSchema, type SeriesInput } from '../resources/series-schema';

const { series, events } = schema;

async function read(database: Db, id: number) {
  const [row] = await database.select().from(series).where(eq(series.id, id));
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    teaser: row.teaser,
    description: row.description,
    is_subscription: row.isSubscription,
    subscription_price: row.subscriptionPrice,
    ticket_url: row.ticketUrl,
    show_in_filter: row.showInFilter,
    image_id: row.imageId,
    position: row.position,
    view_url: programmePath('de', '/series/[slug]/[id]', { slug: row.slug.de, id: row.id }),
    updated_at: row.updatedAt.toISOString(),
  };
}
type SeriesRecord = NonNullable<Awaited<ReturnType<typeof read>>>;

const columns = (d: SeriesInput) => ({
  name: d.name,
  slug: fillSlugs(d.slug, d.name),
  teaser: d.teaser,
  description: d.description,
  isSubscription: d.is_subscription,
  subscriptionPrice: d.subscription_price || null,
  ticketUrl: d.ticket_url || null,
  showInFilter: d.show_in_filter,
  imageId: d.image_id,
  position: d.position,
});

export const seriesResource = defineResource({
  name: 'series',
  table: series,
  role: 'editor',
  schema: seriesResourceSchema,
  search: [localizedText(series.name), localizedText(series.teaser)],
  orderings: { position: series.position, name: localizedText(series.name), updated_at: series.updatedAt },
  filters: {
    schema: z.object({ is_subscription: filterFlag('is_subscription') }),
    where: (f) => [f.is_subscription === undefined ? undefined : eq(series.isSubscription, f.is_subscription)],
  },
  read,
  async create(tx, data, id) {
    const [row] = await tx
      .insert(series)
      .values({ ...columns(data), ...(id ? { id } : {}) })
      .returning({ id: series.id });
    return row.id;
  },
  async update(tx, id, data) {
    await tx
      .update(series)
      .set({ ...columns(data), updatedAt: new Date() })
      .where(eq(series.id, id));
  },
  async remove(tx, id) {
    await tx.delete(series).where(eq(series.id, id));
  },
  async references(database, id) {
    const [{ n }] = await database.select({ n: count() }).from(events).where(eq(events.seriesId, id));
    return n ? [`${n} event date(s)`] : [];
  },
  label: (r: SeriesRecord) => r.name.de ?? `Series ${r.id}`,
  tags: () => affects('series'),
  publicView: {
    where: () => undefined,
    map: (r: SeriesRecord, locale) => ({
      id: r.id,
      name: pick(r.name, locale) ?? '',
      teaser: pick(r.teaser, locale) ?? '',
      is_subscription: r.is_subscription,
      subscription_price: r.subscription_price,
      url: programmePath(locale, '/series/[slug]/[id]', { slug: pick(r.slug, locale), id: r.id }),
    }),
  },
});
