import 'server-only';
import { and, eq, max, sql } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { TAGS } from '@/lib/cache';
import { invalidateWrite } from '@/lib/write-effects';
import { ApiError, notFound } from '@/lib/api/errors';
import type { Locale } from '@/i18n/config';
import { sanitizeBlock } from '@/features/blocks';
import { reindex } from '@/features/search/server';
import type { Block } from '@/features/blocks';
import type { ContainerEntity } from '../types';
import type { SectionCreate, SectionUpdate } from '../schemas';
import { toContainerEntity } from './pages';

const c = schema.containers;

const cleanColumns = (columns: { classes: string; children: Block[] }[]) =>
  columns.map((column) => ({ classes: column.classes, children: column.children.map(sanitizeBlock) }));

/**
 * What a visitor sees of a section changes: page caches (all pages share the 'pages' tag, the
 * page's own tag for what reads it) and the search index of its page. These are the direct section writes of
 * docs/requirements.md §7; the page editor saves drafts and publishes through drafts.ts and publish.ts.
 */
async function published(row: { pageId: number | null }) {
  invalidateWrite('page-section', ...(row.pageId ? [TAGS.page(row.pageId)] : []));
  if (row.pageId) await reindex('page', row.pageId);
}

export async function createSection(locale: Locale, input: SectionCreate): Promise<ContainerEntity> {
  const pageId = input.content_type === 'page' ? input.object_id : null;
  if (pageId !== null) {
    const [page] = await db().select({ id: schema.pages.id }).from(schema.pages).where(eq(schema.pages.id, pageId));
    if (!page) throw notFound('Page');
  }
  const [{ last }] =
    pageId === null
      ? [{ last: null }]
      : await db()
          .select({ last: max(c.position) })
          .from(c)
          .where(and(eq(c.pageId, pageId), eq(c.locale, locale)));
  const [row] = await db()
    .insert(c)
    .values({
      slug: input.slug,
      locale,
      pageId,
      position: last === null ? 0 : last + 1,
      model: input.model,
      contentType: input.content_type,
      objectId: input.object_id,
      settings: input.settings,
      columns: cleanColumns(input.columns),
    })
    .onConflictDoNothing({ target: [c.slug, c.locale] })
    .returning();
  if (!row) throw new ApiError(409, `A section with the slug ${input.slug} exists already`, 'exists');
  await published(row);
  return toContainerEntity(row);
}

/** 404 unless the section exists in this language (checked before a write's body is read). */
export async function assertSectionExists(locale: Locale, id: number) {
  const [row] = await db()
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.id, id), eq(c.locale, locale)));
  if (!row) throw notFound('Container');
}

export async function updateSection(locale: Locale, id: number, input: SectionUpdate): Promise<ContainerEntity> {
  const [row] = await db()
    .update(c)
    .set({ settings: input.settings, columns: cleanColumns(input.columns), updatedAt: new Date() })
    // Compared at millisecond precision: what the API answered as updated_at.
    .where(
      and(
        eq(c.id, id),
        eq(c.locale, locale),
        sql`date_trunc('milliseconds', ${c.updatedAt}) = ${input.version}::timestamptz`,
      ),
    )
    .returning();
  if (!row) {
    const [current] = await db()
      .select({ updatedAt: c.updatedAt })
      .from(c)
      .where(and(eq(c.id, id), eq(c.locale, locale)));
    if (!current) throw notFound('Container');
    throw new ApiError(409, 'The section was changed by someone else since you started editing it', 'conflict', {
      updated_at: current.updatedAt.toISOString(),
    });
  }
  await published(row);
  return toContainerEntity(row);
}

export async function deleteSection(locale: Locale, id: number): Promise<void> {
  const [row] = await db()
    .delete(c)
    .where(and(eq(c.id, id), eq(c.locale, locale)))
    .returning({ pageId: c.pageId });
  if (!row) throw notFound('Container');
  await published(row);
}
