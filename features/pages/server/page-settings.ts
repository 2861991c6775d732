import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { db, schema, type Db } from '@/lib/db';
import { TAGS } from '@/lib/cache';
import { invalidateWrite } from '@/lib/write-effects';
import { ApiError, notFound } from '@/lib/api/errors';
import type { Locale } from '@/i18n/config';
import type { LocalizedText } from '@/lib/db/schema/common';
import { saveRedirect } from '@/features/settings/server';
import { reindex } from '@/features/search/server';
import type { PageEntity } from '../types';
import type { PageSettings } from '../schemas';
import { withLocale } from '../path';
import { readPageById } from './pages';

const p = schema.pages;
const paths = schema.pagePaths;

/** 404 unless the page exists (checked before a write's body is read). */
export async function assertPageExists(pageId: number) {
  const [row] = await db().select({ id: p.id }).from(p).where(eq(p.id, pageId));
  if (!row) throw notFound('Page');
}

/** A parent must exist and must not be the page itself or below it (422 on `field`). */
export async function checkParent(database: Db, pageId: number | null, parentId: number | null, field = 'parent') {
  for (let id = parentId, depth = 0; id !== null && depth < 50; depth++) {
    if (id === pageId)
      throw new ApiError(422, `${field}: a page cannot be placed below itself`, 'invalid', {
        [field]: ['a page cannot be placed below itself'],
      });
    const [row]: { parentId: number | null }[] = await database
      .select({ parentId: p.parentId })
      .from(p)
      .where(eq(p.id, id));
    if (!row) throw new ApiError(422, `${field}: no such page`, 'invalid', { [field]: ['no such page'] });
    id = row.parentId;
  }
}

/**
 * Saves the toolbar's page settings in the request's language. A new path keeps the old one
 * working through a redirect; menu-relevant changes revalidate the navigation too.
 */
export async function updatePageSettings(locale: Locale, pageId: number, input: PageSettings): Promise<PageEntity> {
  const [page] = await db().select().from(p).where(eq(p.id, pageId));
  if (!page) throw notFound('Page');
  if (input.parent !== undefined && input.parent !== null) await checkParent(db(), pageId, input.parent);
  const localized = (current: LocalizedText, value: string | undefined) =>
    value === undefined ? undefined : { ...current, [locale]: value };
  const values = {
    title: localized(page.title, input.title),
    headline: localized(page.headline, input.headline),
    metaTitle: localized(page.metaTitle, input.meta_title),
    metaDescription: localized(page.metaDescription, input.meta_description),
    ogTitle: localized(page.ogTitle, input.og_title),
    ogDescription: localized(page.ogDescription, input.og_description),
    ogImageId: input.og_image,
    isOnline: input.is_online,
    isClickable: input.is_clickable,
    inMenu: input.in_menu,
    inFooter: input.in_footer,
    parentId: input.parent,
  };
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  let oldPath: string | undefined;
  await db().transaction(async (tx) => {
    if (input.path !== undefined) {
      const [taken] = await tx
        .select({ id: paths.pageId })
        .from(paths)
        .where(and(eq(paths.locale, locale), eq(paths.path, input.path), ne(paths.pageId, pageId)));
      if (taken)
        throw new ApiError(409, `The path ${withLocale(locale, input.path)} belongs to another page`, 'path_taken', {
          path: ['belongs to another page'],
        });
      const [current] = await tx
        .select({ path: paths.path })
        .from(paths)
        .where(and(eq(paths.pageId, pageId), eq(paths.locale, locale)));
      if (current && current.path !== input.path) oldPath = current.path;
      await tx
        .insert(paths)
        .values({ pageId, locale, path: input.path })
        .onConflictDoUpdate({ target: [paths.pageId, paths.locale], set: { path: input.path } });
    }
    await tx
      .update(p)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(p.id, pageId));
  });
  if (oldPath !== undefined && input.path !== undefined)
    await saveRedirect({ old_path: withLocale(locale, oldPath), new_path: withLocale(locale, input.path) });
  const menuChanged = ['title', 'path', 'is_online', 'is_clickable', 'in_menu', 'in_footer', 'parent'].some(
    (key) => key in input,
  );
  invalidateWrite(menuChanged ? 'page-content' : 'page-section', TAGS.page(pageId));
  await reindex('page', pageId);
  const entity = await readPageById(locale, pageId);
  if (!entity) throw notFound('Page');
  return entity;
}
