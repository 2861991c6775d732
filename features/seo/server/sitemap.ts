import 'server-only';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { cached, TAGS } from '@/lib/cache';
import { isLocale, locales, pick, type Locale } from '@/i18n/config';
import { pathnames, type AppPathname } from '@/i18n/routing';
import { slugify } from '@/lib/slug';
import type { SitemapEntry } from '../sitemap-xml';

type Urls = Partial<Record<Locale, string>>;
type Slugs = Partial<Record<Locale, string>>;

function fill(locale: Locale, route: AppPathname, params: Record<string, string | number> = {}) {
  const entry = pathnames[route] as string | Record<Locale, string>;
  const template = typeof entry === 'string' ? entry : entry[locale];
  const path = template.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
  return `/${locale}${path === '/' ? '' : path}`;
}

/** The route in every language, each with its own slug (falling back like the pages do). */
function everyLanguage(route: AppPathname, id: number, slugs: Slugs, only?: (l: Locale) => boolean): Urls {
  const urls: Urls = {};
  for (const l of locales) {
    if (only && !only(l)) continue;
    const slug = slugs[l] || pick(slugs, 'de') || '-';
    urls[l] = fill(l, route, { slug, id, category: slug, tag: slug });
  }
  return urls;
}

const entry = (urls: Urls, lastModified: Date | string | null): SitemapEntry => ({
  urls,
  lastModified: lastModified ? new Date(lastModified).toISOString() : null,
});

/**
 * Every public URL for sitemap.xml with its language versions: CMS pages, list pages, upcoming
 * event dates (past dates stay reachable but are not listed), productions, series, venues, team,
 * magazine articles, categories and tags, and forms. One query per kind, no per-row lookups.
 */
async function readSitemapEntries(now = new Date()): Promise<SitemapEntry[]> {
  const s = schema;
  const [pages, events, productions, series, venues, persons, articles, categories, tags, forms, newestArticle] =
    await Promise.all([
      // Read here rather than through features/pages, whose entry also carries the editor's code.
      db()
        .select({ id: s.pages.id, updatedAt: s.pages.updatedAt, locale: s.pagePaths.locale, path: s.pagePaths.path })
        .from(s.pages)
        .innerJoin(s.pagePaths, eq(s.pagePaths.pageId, s.pages.id))
        .where(eq(s.pages.isOnline, true))
        .orderBy(asc(s.pages.id)),
      db()
        .select({ id: s.events.id, slug: s.events.slug, updatedAt: s.events.updatedAt })
        .from(s.events)
        .where(and(eq(s.events.isOnline, true), gte(sql`coalesce(${s.events.dateEnd}, ${s.events.dateStart})`, now)))
        .orderBy(asc(s.events.dateStart), asc(s.events.id)),
      db()
        .select({ id: s.productions.id, slug: s.productions.slug, updatedAt: s.productions.updatedAt })
        .from(s.productions)
        .where(eq(s.productions.isOnline, true))
        .orderBy(asc(s.productions.id)),
      db()
        .select({ id: s.series.id, slug: s.series.slug, updatedAt: s.series.updatedAt })
        .from(s.series)
        .orderBy(asc(s.series.id)),
      db()
        .select({ id: s.venues.id, slug: s.venues.slug, updatedAt: s.venues.updatedAt })
        .from(s.venues)
        .orderBy(asc(s.venues.id)),
      db()
        .select({ id: s.persons.id, slug: s.persons.slug, updatedAt: s.persons.updatedAt })
        .from(s.persons)
        .orderBy(asc(s.persons.id)),
      db()
        .select({ id: s.articles.id, slug: s.articles.slug, title: s.articles.title, updatedAt: s.articles.updatedAt })
        .from(s.articles)
        .where(eq(s.articles.isOnline, true))
        .orderBy(asc(s.articles.id)),
      db()
        .select({ id: s.articleCategories.id, slug: s.articleCategories.slug })
        .from(s.articleCategories)
        .orderBy(asc(s.articleCategories.id)),
      // A tag page is listed in the languages that have an online article with it.
      db()
        .select({
          id: s.articleTags.id,
          slug: s.articleTags.slug,
          langs: sql<
            string[]
          >`array(select distinct k from article_tag_links l join articles a on a.id = l.article_id and a.is_online, jsonb_object_keys(a.title) k where l.tag_id = ${s.articleTags.id})`,
        })
        .from(s.articleTags)
        .orderBy(asc(s.articleTags.id)),
      db()
        .select({ id: s.forms.id, slug: s.forms.slug, title: s.forms.title, updatedAt: s.forms.updatedAt })
        .from(s.forms)
        .orderBy(asc(s.forms.id)),
      db()
        .select({ at: sql<Date | null>`max(${s.articles.updatedAt})` })
        .from(s.articles)
        .where(eq(s.articles.isOnline, true)),
    ]);
  const newestEvent = events.reduce<Date | null>((m, e) => (!m || e.updatedAt > m ? e.updatedAt : m), null);
  const magazineChanged = newestArticle[0]?.at ?? null;
  const list = (route: AppPathname, lastModified: Date | string | null) =>
    entry(Object.fromEntries(locales.map((l) => [l, fill(l, route)])), lastModified);
  return [
    ...pageEntries(pages),
    list('/events', newestEvent),
    list('/productions', null),
    list('/series', null),
    list('/team', null),
    list('/magazine', magazineChanged),
    list('/magazine/tags', magazineChanged),
    ...events.map((e) => entry(everyLanguage('/events/[slug]/[id]', e.id, e.slug), e.updatedAt)),
    ...productions.map((p) => entry(everyLanguage('/productions/[slug]/[id]', p.id, p.slug), p.updatedAt)),
    ...series.map((x) => entry(everyLanguage('/series/[slug]/[id]', x.id, x.slug), x.updatedAt)),
    ...venues.map((v) => entry(everyLanguage('/venues/[slug]/[id]', v.id, v.slug), v.updatedAt)),
    ...persons.map((p) => entry(everyLanguage('/team/[slug]/[id]', p.id, { de: p.slug }), p.updatedAt)),
    ...articles.map((a) => {
      const slugs: Slugs = {};
      for (const l of locales) slugs[l] = a.slug[l] || slugify(a.title[l] ?? '');
      return entry(
        everyLanguage('/magazine/[slug]/[id]', a.id, slugs, (l) => Boolean(a.title[l])),
        a.updatedAt,
      );
    }),
    ...categories.map((c) =>
      entry(
        everyLanguage('/magazine/categories/[category]/[id]', c.id, withFallback(c.slug, 'category')),
        magazineChanged,
      ),
    ),
    ...tags
      .filter((t) => t.langs.length > 0)
      .map((t) =>
        entry(
          everyLanguage('/magazine/tags/[tag]/[id]', t.id, withFallback(t.slug, 'tag'), (l) => t.langs.includes(l)),
          magazineChanged,
        ),
      ),
    ...forms.map((f) =>
      entry(
        everyLanguage('/forms/[slug]/[id]', f.id, f.slug, (l) => Boolean(pick(f.title, l))),
        f.updatedAt,
      ),
    ),
  ];
}

/** CMS pages: one entry per page with its path in each language ('' is the home page). */
function pageEntries(rows: { id: number; updatedAt: Date; locale: string; path: string }[]) {
  const byPage = new Map<number, SitemapEntry>();
  for (const row of rows) {
    if (!isLocale(row.locale)) continue;
    const e = byPage.get(row.id) ?? entry({}, row.updatedAt);
    e.urls[row.locale] = `/${row.locale}${row.path}`;
    byPage.set(row.id, e);
  }
  return [...byPage.values()];
}

/** Category and tag pages use the picked slug of each language, or a word when none is set (magazinePaths). */
function withFallback(slugs: Slugs, word: string): Slugs {
  return Object.fromEntries(locales.map((l) => [l, pick(slugs, l) || word]));
}

/**
 * Cached under the tags of everything listed, so sitemap.xml does not query the database per
 * request; 'upcoming' moves with the clock, hence the ten minutes.
 */
export const getSitemapEntries = cached(() => readSitemapEntries(), ['sitemap-entries'], {
  tags: [TAGS.pages, TAGS.events, TAGS.productions, TAGS.series, TAGS.venues, TAGS.team, TAGS.articles, TAGS.forms],
  revalidate: 600,
});
