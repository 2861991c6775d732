import 'server-only';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { cached, TAGS } from '@/lib/cache';
import { pick, type Locale } from '@/i18n/config';
import { getMediaMap } from '@/features/media/server';
import type { ContainerRow, PageRow } from '@/lib/db/schema';
import type { ContainerEntity, PageEntity, PageLink, Urls } from '../types';
import { withLocale } from '../path';

export async function pathsOf(pageIds: number[]): Promise<Map<number, Urls>> {
  const map = new Map<number, Urls>();
  if (pageIds.length === 0) return map;
  const rows = await db().select().from(schema.pagePaths).where(inArray(schema.pagePaths.pageId, pageIds));
  for (const row of rows) {
    const urls = map.get(row.pageId) ?? {};
    urls[row.locale as Locale] = withLocale(row.locale, row.path);
    map.set(row.pageId, urls);
  }
  return map;
}

export function toContainerEntity(row: ContainerRow): ContainerEntity {
  return {
    id: row.id,
    slug: row.slug,
    model: row.model,
    parent: row.parentId,
    content_type: row.contentType,
    object_id: row.objectId,
    settings: row.settings,
    columns: row.columns,
    updated_at: row.updatedAt.toISOString(),
  };
}

async function containersOf(pageId: number, locale: Locale) {
  const c = schema.containers;
  const rows = await db()
    .select()
    .from(c)
    .where(and(eq(c.pageId, pageId), eq(c.locale, locale), isNull(c.parentId)))
    .orderBy(asc(c.position), asc(c.id));
  return rows.map(toContainerEntity);
}

async function buildEntity(page: PageRow, locale: Locale): Promise<PageEntity> {
  const siblingRows = await db()
    .select({ id: schema.pages.id, title: schema.pages.title })
    .from(schema.pages)
    .where(
      and(
        page.parentId === null ? isNull(schema.pages.parentId) : eq(schema.pages.parentId, page.parentId),
        eq(schema.pages.isOnline, true),
      ),
    )
    .orderBy(asc(schema.pages.position));
  const parentRow = page.parentId
    ? (
        await db()
          .select({ id: schema.pages.id, title: schema.pages.title })
          .from(schema.pages)
          .where(eq(schema.pages.id, page.parentId))
      )[0]
    : undefined;
  const ids = [page.id, ...siblingRows.map((s) => s.id), ...(parentRow ? [parentRow.id] : [])];
  const [urls, modules, media] = await Promise.all([
    pathsOf(ids),
    containersOf(page.id, locale),
    getMediaMap(page.ogImageId ? [page.ogImageId] : [], locale),
  ]);
  const link = (row: { id: number; title: PageRow['title'] }): PageLink => ({
    id: row.id,
    title: pick(row.title, locale) ?? '',
    urls: urls.get(row.id) ?? {},
  });
  const og = page.ogImageId ? media.get(page.ogImageId) : undefined;
  const title = pick(page.title, locale) ?? '';
  return {
    id: page.id,
    urls: urls.get(page.id) ?? {},
    content_type: page.contentType,
    title,
    headline: pick(page.headline, locale) ?? title,
    is_online: page.isOnline,
    is_clickable: page.isClickable,
    in_menu: page.inMenu,
    in_footer: page.inFooter,
    is_landing_page: page.isLandingPage,
    meta_title: pick(page.metaTitle, locale) ?? '',
    meta_description: pick(page.metaDescription, locale) ?? '',
    og_title: pick(page.ogTitle, locale) ?? '',
    og_description: pick(page.ogDescription, locale) ?? '',
    og_image: og?.thumbnails.large ?? og?.url ?? null,
    og_type: page.ogType,
    og_image_thumbs: og ? { small: og.thumbnails.small } : {},
    modules,
    settings_url: `/${locale}/dashboard/pages/${page.id}`,
    parent: parentRow ? link(parentRow) : null,
    siblings: siblingRows.filter((s) => s.id !== page.id).map(link),
  };
}

/** The page at a path in one language, online or not (callers decide who may see offline pages). */
export async function readPageByPath(locale: Locale, path: string): Promise<PageEntity | null> {
  const [row] = await db()
    .select({ page: schema.pages })
    .from(schema.pagePaths)
    .innerJoin(schema.pages, eq(schema.pages.id, schema.pagePaths.pageId))
    .where(and(eq(schema.pagePaths.locale, locale), eq(schema.pagePaths.path, path)));
  return row ? buildEntity(row.page, locale) : null;
}

export const getPageByPath = cached(readPageByPath, ['page-by-path'], { tags: [TAGS.pages] });

/** A page by id in one language, online or not (the editor's answer after saving settings). */
export async function readPageById(locale: Locale, id: number): Promise<PageEntity | null> {
  const [row] = await db().select().from(schema.pages).where(eq(schema.pages.id, id));
  return row ? buildEntity(row, locale) : null;
}

export async function readContainerBySlug(locale: Locale, slug: string): Promise<ContainerEntity | null> {
  const c = schema.containers;
  const [row] = await db()
    .select()
    .from(c)
    .where(and(eq(c.slug, slug), eq(c.locale, locale)));
  return row ? toContainerEntity(row) : null;
}

export async function readPageVersion(pageId: number, locale: Locale, versionId: number) {
  const v = schema.pageVersions;
  const [row] = await db()
    .select()
    .from(v)
    .where(and(eq(v.id, versionId), eq(v.pageId, pageId), eq(v.locale, locale)));
  return row
    ? { ...(row.snapshot as PageEntity), version_id: row.id, version_created_at: row.createdAt.toISOString() }
    : null;
}
