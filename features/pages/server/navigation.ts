import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { cached, TAGS } from '@/lib/cache';
import { pick, type Locale } from '@/i18n/config';
import type { NavItemRow } from '@/lib/db/schema';
import type { FooterLink, NavItem, Navigation, StickyItem } from '../types';
import { localizedShopHref } from '@/lib/proxy/rules';
import { pathsOf } from './pages';

/** Menu, secondary menu, footer and sticky links in one language, as docs/requirements.md §3 shapes them. */
async function readNavigation(locale: Locale): Promise<Navigation> {
  const rows = await db()
    .select()
    .from(schema.navItems)
    .where(inArray(schema.navItems.menu, ['main', 'secondary', 'footer', 'sticky']))
    .orderBy(asc(schema.navItems.position), asc(schema.navItems.id));
  const pageIds = rows.map((r) => r.pageId).filter((id): id is number => id !== null);
  const urls = await pathsOf(pageIds);
  // A shop entry entered without language ('/webshop') would follow the browser's language, not the page's.
  const urlOf = (row: NavItemRow) =>
    (row.pageId ? urls.get(row.pageId)?.[locale] : localizedShopHref(pick(row.url, locale) ?? '', locale)) ?? '';

  const tree = (menu: NavItemRow['menu'], parentId: number | null): NavItem[] =>
    rows
      .filter((r) => r.menu === menu && r.parentId === parentId)
      .map((r) => ({
        id: r.id,
        menu_name: pick(r.label, locale) ?? '',
        url: urlOf(r),
        has_tab_navigation: r.hasTabNavigation,
        children: tree(menu, r.id),
      }));

  const footer: FooterLink[] = rows
    .filter((r) => r.menu === 'footer' && r.parentId === null)
    .map((r) => ({ title: pick(r.label, locale) ?? '', url: urlOf(r) }));
  const sticky: StickyItem[] = rows
    .filter((r) => r.menu === 'sticky')
    .map((r) => ({ text: pick(r.label, locale) ?? '', link: urlOf(r), url: urlOf(r) }));
  return { menu: tree('main', null), secondary: tree('secondary', null), footer, sticky };
}

export const getNavigation = cached(readNavigation, ['navigation'], { tags: [TAGS.navigation, TAGS.pages] });
