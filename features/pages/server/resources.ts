import 'server-only';
import { and, asc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { schema, type Db } from '@/lib/db';
import { ApiError } from '@/lib/api';
import { TAGS } from '@/lib/cache';
import { affects } from '@/lib/write-effects';
import { locales, pick } from '@/i18n/config';
import { defineResource, filterFlag, filterId } from '@/features/resources';
import { localizedText } from '@/features/resources/server';
import { reindex } from '@/features/search/server';
import { upsertRedirect } from '@/features/settings/server';
import { withLocale } from '../path';
import { checkParent } from './page-settings';
import {
  navigationResourceSchema,
  pageResourceSchema,
  type NavigationInput,
  type PageInput,
} from '../resource-schemas';

const { pages: p, pagePaths: paths, navItems: nav } = schema;

async function readPage(database: Db, id: number) {
  const [row] = await database.select().from(p).where(eq(p.id, id));
  if (!row) return null;
  const pathRows = await database.select().from(paths).where(eq(paths.pageId, id));
  const byLocale = Object.fromEntries(pathRows.map((r) => [r.locale, r.path])) as Partial<
    Record<(typeof locales)[number], string>
  >;
  return {
    id: row.id,
    title: row.title,
    headline: row.headline,
    paths: byLocale,
    parent_id: row.parentId,
    position: row.position,
    content_type: row.contentType,
    is_online: row.isOnline,
    is_clickable: row.isClickable,
    in_menu: row.inMenu,
    in_footer: row.inFooter,
    is_landing_page: row.isLandingPage,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    og_title: row.ogTitle,
    og_description: row.ogDescription,
    og_type: row.ogType,
    og_image_id: row.ogImageId,
    view_url: byLocale.de !== undefined ? withLocale('de', byLocale.de) : null,
    updated_at: row.updatedAt.toISOString(),
  };
}
type PageRecord = NonNullable<Awaited<ReturnType<typeof readPage>>>;

const pageColumns = (d: PageInput) => ({
  title: d.title,
  headline: d.headline,
  parentId: d.parent_id,
  position: d.position,
  contentType: d.content_type,
  isOnline: d.is_online,
  isClickable: d.is_clickable,
  inMenu: d.in_menu,
  inFooter: d.in_footer,
  isLandingPage: d.is_landing_page,
  metaTitle: d.meta_title,
  metaDescription: d.meta_description,
  ogTitle: d.og_title,
  ogDescription: d.og_description,
  ogType: d.og_type,
  ogImageId: d.og_image_id,
});

/** Paths per language; a changed path leaves a redirect from the old one so links keep working. */
async function savePaths(tx: Db, pageId: number, wanted: PageInput['paths']) {
  for (const locale of locales) {
    const path = wanted[locale];
    const [current] = await tx
      .select({ path: paths.path })
      .from(paths)
      .where(and(eq(paths.pageId, pageId), eq(paths.locale, locale)));
    if (path === undefined) {
      if (current) await tx.delete(paths).where(and(eq(paths.pageId, pageId), eq(paths.locale, locale)));
      continue;
    }
    const [taken] = await tx
      .select({ id: paths.pageId })
      .from(paths)
      .where(and(eq(paths.locale, locale), eq(paths.path, path), ne(paths.pageId, pageId)));
    if (taken)
      throw new ApiError(409, `The path ${withLocale(locale, path)} belongs to page ${taken.id}`, 'path_taken', {
        [`paths.${locale}`]: [`belongs to page ${taken.id}`],
      });
    await tx
      .insert(paths)
      .values({ pageId, locale, path })
      .onConflictDoUpdate({ target: [paths.pageId, paths.locale], set: { path } });
    if (current && current.path !== path)
      await upsertRedirect(tx, { old_path: withLocale(locale, current.path), new_path: withLocale(locale, path) });
  }
}

export const pageResource = defineResource({
  name: 'pages',
  table: p,
  role: 'editor',
  schema: pageResourceSchema,
  search: [localizedText(p.title), localizedText(p.headline)],
  orderings: { position: p.position, title: localizedText(p.title), updated_at: p.updatedAt, id: p.id },
  filters: {
    schema: z.object({
      parent: filterId('parent'),
      is_online: filterFlag('is_online'),
      in_menu: filterFlag('in_menu'),
    }),
    where: (f) => [
      f.parent ? eq(p.parentId, f.parent) : undefined,
      f.is_online === undefined ? undefined : eq(p.isOnline, f.is_online),
      f.in_menu === undefined ? undefined : eq(p.inMenu, f.in_menu),
    ],
  },
  read: readPage,
  async create(tx, d, id) {
    await checkParent(tx, null, d.parent_id, 'parent_id');
    const [row] = await tx
      .insert(p)
      .values({ ...pageColumns(d), ...(id ? { id } : {}) })
      .returning({ id: p.id });
    await savePaths(tx, row.id, d.paths);
    return row.id;
  },
  async update(tx, id, d) {
    await checkParent(tx, id, d.parent_id, 'parent_id');
    await tx
      .update(p)
      .set({ ...pageColumns(d), updatedAt: new Date() })
      .where(eq(p.id, id));
    await savePaths(tx, id, d.paths);
  },
  /** Its sections, drafts and versions go with it (they cascade); a restore brings back the settings. */
  async remove(tx, id) {
    await tx.delete(p).where(eq(p.id, id));
  },
  async references(database, id) {
    const children = await database
      .select({ id: p.id, title: p.title })
      .from(p)
      .where(eq(p.parentId, id))
      .orderBy(asc(p.position));
    const entries = await database
      .select({ id: nav.id, label: nav.label, menu: nav.menu })
      .from(nav)
      .where(eq(nav.pageId, id));
    return [
      ...children.map((c) => `page ${c.id} "${pick(c.title, 'de')}" (below it)`),
      ...entries.map((n) => `${n.menu} navigation entry "${pick(n.label, 'de')}"`),
    ];
  },
  label: (r: PageRecord) => r.title.de ?? `Page ${r.id}`,
  tags: (r: PageRecord) => affects('page', TAGS.page(r.id)),
  afterWrite: (database, id) => reindex('page', id, database),
});

async function readNav(database: Db, id: number) {
  const [r] = await database.select().from(nav).where(eq(nav.id, id));
  return r
    ? {
        id: r.id,
        menu: r.menu,
        parent_id: r.parentId,
        position: r.position,
        label: r.label,
        page_id: r.pageId,
        url: r.url ?? {},
        has_tab_navigation: r.hasTabNavigation,
      }
    : null;
}
type NavRecord = NonNullable<Awaited<ReturnType<typeof readNav>>>;
const navColumns = (d: NavigationInput) => ({
  menu: d.menu,
  parentId: d.parent_id,
  position: d.position,
  label: d.label,
  pageId: d.page_id,
  url: Object.keys(d.url).length ? d.url : null,
  hasTabNavigation: d.has_tab_navigation,
});

export const navigationResource = defineResource({
  name: 'navigation',
  table: nav,
  role: 'editor',
  schema: navigationResourceSchema,
  search: [localizedText(nav.label)],
  orderings: { position: nav.position, menu: nav.menu },
  filters: {
    schema: z.object({
      menu: z
        .enum(['main', 'secondary', 'footer', 'sticky'], { error: 'menu must be main, secondary, footer or sticky' })
        .optional(),
      parent: filterId('parent'),
    }),
    where: (f) => [f.menu ? eq(nav.menu, f.menu) : undefined, f.parent ? eq(nav.parentId, f.parent) : undefined],
  },
  read: readNav,
  async create(tx, d, id) {
    const [row] = await tx
      .insert(nav)
      .values({ ...navColumns(d), ...(id ? { id } : {}) })
      .returning({ id: nav.id });
    return row.id;
  },
  async update(tx, id, d) {
    if (d.parent_id === id)
      throw new ApiError(422, 'parent_id: an entry cannot be its own parent', 'invalid', {
        parent_id: ['an entry cannot be its own parent'],
      });
    await tx.update(nav).set(navColumns(d)).where(eq(nav.id, id));
  },
  async remove(tx, id) {
    await tx.delete(nav).where(eq(nav.id, id));
  },
  async references(database, id) {
    const children = await database.select({ label: nav.label }).from(nav).where(eq(nav.parentId, id));
    return children.map((c) => `sub-entry "${pick(c.label, 'de')}"`);
  },
  label: (r: NavRecord) => `${r.menu}: ${r.label.de ?? r.id}`,
  tags: () => affects('navigation'),
});
