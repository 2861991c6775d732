import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf, schema, type Db } from '@/lib/db';
import { ApiError } from '@/lib/api';
import { affects } from '@/lib/write-effects';
import { defineResource } from '@/features/resources';
import { localizedText } from '@/features/resources/server';
import { mediaUrl } from '../types';
import { mediaResourceSchema } from '../resource-schema';

const m = schema.media;

/** Tables whose image column may point at a media item, with how a use is named. */
const IMAGE_COLUMNS = [
  ['event', schema.events, schema.events.imageId],
  ['production', schema.productions, schema.productions.imageId],
  ['venue', schema.venues, schema.venues.imageId],
  ['person', schema.persons, schema.persons.imageId],
  ['series', schema.series, schema.series.imageId],
  ['article', schema.articles, schema.articles.imageId],
  ['page (social image)', schema.pages, schema.pages.ogImageId],
  ['event teaser', schema.eventTeasers, schema.eventTeasers.imageId],
] as const;

/** Where an image is used: records by their image column, and blocks (pages, drafts, articles) by any media field. */
async function mediaUses(database: Db, id: number): Promise<string[]> {
  const out: string[] = [];
  for (const [name, table, column] of IMAGE_COLUMNS) {
    const rows = (await database
      .select({ id: (table as typeof schema.events).id })
      .from(table)
      .where(eq(column, id))
      .limit(20)) as { id: number }[];
    out.push(...rows.map((r) => `${name} ${r.id}`));
  }
  // Block fields holding media ids are named image, file, logo… ("image": 12 in the stored JSON).
  const pattern = `"[a-z_]*(image|file|logo|poster)[a-z_]*": ${id}[,}\\]]`;
  const sections = await database.execute<{ page_id: number | null; slug: string }>(
    sql`select distinct page_id, slug from containers where columns::text ~ ${pattern} or settings::text ~ ${pattern} limit 20`,
  );
  out.push(
    ...rowsOf<{ page_id: number | null; slug: string }>(sections).map((r) =>
      r.page_id ? `page ${r.page_id} (section ${r.slug})` : `section ${r.slug}`,
    ),
  );
  const drafts = await database.execute<{ page_id: number }>(
    sql`select distinct page_id from page_drafts where sections::text ~ ${pattern} limit 20`,
  );
  out.push(...rowsOf<{ page_id: number }>(drafts).map((r) => `page ${r.page_id} (draft)`));
  const bodies = await database.execute<{ id: number }>(
    sql`select id from articles where body::text ~ ${pattern} limit 20`,
  );
  out.push(...rowsOf<{ id: number }>(bodies).map((r) => `article ${r.id} (text)`));
  return [...new Set(out)];
}

async function read(database: Db, id: number) {
  const [r] = await database.select().from(m).where(eq(m.id, id));
  if (!r) return null;
  return {
    id: r.id,
    alt: r.alt,
    caption: r.caption,
    credit: r.credit ?? '',
    filename: r.filename,
    mime_type: r.mimeType,
    width: r.width,
    height: r.height,
    bytes: r.bytes,
    sizes: r.sizes,
    url: mediaUrl(r.id, r.filename),
    thumb: mediaUrl(r.id, r.sizes.small ?? r.filename),
    used_in: await mediaUses(database, id),
    updated_at: r.updatedAt.toISOString(),
  };
}
type MediaRecord = NonNullable<Awaited<ReturnType<typeof read>>>;

export const mediaResource = defineResource({
  name: 'media',
  table: m,
  derived: ['used_in'],
  role: 'editor',
  schema: mediaResourceSchema,
  search: [m.filename, localizedText(m.alt), localizedText(m.caption)],
  orderings: { id: m.id, filename: m.filename, updated_at: m.updatedAt },
  defaultOrdering: 'id',
  filters: { schema: z.object({}), where: () => [sql`${m.mimeType} like 'image/%'`] },
  read,
  /** New images arrive as multipart uploads (POST /api/media/); this path only restores a deleted one. */
  async create(tx, d, id) {
    if (!id || !d.filename || !d.mime_type)
      throw new ApiError(400, 'Upload images as multipart/form-data with a file and its alt text.', 'bad_request');
    await tx.insert(m).values({
      id,
      filename: d.filename,
      mimeType: d.mime_type,
      width: d.width ?? null,
      height: d.height ?? null,
      bytes: d.bytes ?? 0,
      sizes: d.sizes ?? {},
      alt: d.alt,
      caption: d.caption,
      credit: d.credit || null,
    });
    return id;
  },
  async update(tx, id, d) {
    await tx
      .update(m)
      .set({ alt: d.alt, caption: d.caption, credit: d.credit || null, updatedAt: new Date() })
      .where(eq(m.id, id));
  },
  /** The files stay on disk while the record is in the trash, so a restore brings the image back whole. */
  async remove(tx, id) {
    await tx.delete(m).where(eq(m.id, id));
  },
  references: mediaUses,
  label: (r: MediaRecord) => r.filename,
  tags: () => affects('media'),
});
