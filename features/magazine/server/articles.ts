import 'server-only';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { cached, TAGS } from '@/lib/cache';
import { locales, pick, type Locale } from '@/i18n/config';
import { getMediaMap } from '@/features/media/server';
import { routeUrl, slugify } from '@/features/search/server';
import type { ArticleRow } from '@/lib/db/schema';
import type { ArticleCategory, ArticleDetail, ArticlePage, ArticleTag, ArticleTeaser } from '../types';

const a = schema.articles;

/** Articles shown in a language: online and with a title in that language. */
const visibleIn = (locale: Locale) => and(eq(a.isOnline, true), sql`jsonb_exists(${a.title}, ${locale})`);

function articleUrl(row: Pick<ArticleRow, 'id' | 'slug' | 'title'>, locale: Locale) {
  return routeUrl(locale, '/magazine/[slug]/[id]', {
    slug: row.slug[locale] || slugify(pick(row.title, locale) ?? ''),
    id: row.id,
  });
}

async function categoriesOf(ids: number[], locale: Locale) {
  const map = new Map<number, ArticleCategory[]>();
  if (ids.length === 0) return map;
  const rows = await db()
    .select({ articleId: schema.articleCategoryLinks.articleId, c: schema.articleCategories })
    .from(schema.articleCategoryLinks)
    .innerJoin(schema.articleCategories, eq(schema.articleCategories.id, schema.articleCategoryLinks.categoryId))
    .where(inArray(schema.articleCategoryLinks.articleId, ids))
    .orderBy(asc(schema.articleCategories.position));
  for (const { articleId, c } of rows) {
    const list = map.get(articleId) ?? [];
    list.push({ id: c.id, name: pick(c.name, locale) ?? '', slug: pick(c.slug, locale) ?? '' });
    map.set(articleId, list);
  }
  return map;
}

async function toTeasers(rows: ArticleRow[], locale: Locale): Promise<ArticleTeaser[]> {
  const [media, categories] = await Promise.all([
    getMediaMap(
      rows.map((r) => r.imageId).filter((n): n is number => n !== null),
      locale,
    ),
    categoriesOf(
      rows.map((r) => r.id),
      locale,
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    title: pick(row.title, locale) ?? '',
    slug: row.slug[locale] ?? '',
    teaser: row.teaser[locale] ?? '',
    url: articleUrl(row, locale),
    date: row.publishedAt.toISOString(),
    author: row.author,
    image: (row.imageId && media.get(row.imageId)) || null,
    categories: categories.get(row.id) ?? [],
  }));
}

/** One page of articles, newest first, optionally of one category or tag. */
async function readArticles(input: {
  locale: Locale;
  category?: number;
  tag?: number;
  page: number;
  pageSize: number;
}): Promise<ArticlePage> {
  const filters = [visibleIn(input.locale)];
  if (input.category)
    filters.push(
      sql`exists (select 1 from article_category_links l where l.article_id = ${a.id} and l.category_id = ${input.category})`,
    );
  if (input.tag)
    filters.push(
      sql`exists (select 1 from article_tag_links l where l.article_id = ${a.id} and l.tag_id = ${input.tag})`,
    );
  const where = and(...filters);
  const [[{ n }], rows] = await Promise.all([
    db()
      .select({ n: sql<number>`count(*)::int` })
      .from(a)
      .where(where),
    db()
      .select()
      .from(a)
      .where(where)
      .orderBy(desc(a.publishedAt), desc(a.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
  ]);
  return { count: n, page: input.page, pageSize: input.pageSize, results: await toTeasers(rows, input.locale) };
}
export const getArticles = cached(readArticles, ['articles-page'], { tags: [TAGS.articles, TAGS.media] });

async function readArticle(locale: Locale, id: number): Promise<ArticleDetail | null> {
  const [row] = await db()
    .select()
    .from(a)
    .where(and(eq(a.id, id), visibleIn(locale)));
  if (!row) return null;
  const [[teaser], tagRows] = await Promise.all([
    toTeasers([row], locale),
    db()
      .select({ t: schema.articleTags })
      .from(schema.articleTagLinks)
      .innerJoin(schema.articleTags, eq(schema.articleTags.id, schema.articleTagLinks.tagId))
      .where(eq(schema.articleTagLinks.articleId, id)),
  ]);
  const urls: ArticleDetail['urls'] = {};
  for (const l of locales) if (row.title[l]) urls[l] = articleUrl(row, l);
  return {
    ...teaser,
    body: row.body[locale] ?? [],
    updated_at: row.updatedAt.toISOString(),
    tags: tagRows.map(({ t }) => ({ id: t.id, name: pick(t.name, locale) ?? '', slug: pick(t.slug, locale) ?? '' })),
    urls,
  };
}
export const getArticle = cached(readArticle, ['article'], { tags: [TAGS.articles, TAGS.media] });

async function readCategories(locale: Locale): Promise<ArticleCategory[]> {
  const rows = await db()
    .select()
    .from(schema.articleCategories)
    .orderBy(asc(schema.articleCategories.position), asc(schema.articleCategories.id));
  return rows.map((c) => ({ id: c.id, name: pick(c.name, locale) ?? '', slug: pick(c.slug, locale) ?? '' }));
}
export const getCategories = cached(readCategories, ['article-categories'], { tags: [TAGS.articles] });

/** All #Topics with how many articles in this language carry them. */
async function readTags(locale: Locale): Promise<ArticleTag[]> {
  const rows = await db()
    .select({ t: schema.articleTags, count: sql<number>`count(${a.id})::int` })
    .from(schema.articleTags)
    .leftJoin(schema.articleTagLinks, eq(schema.articleTagLinks.tagId, schema.articleTags.id))
    .leftJoin(a, and(eq(a.id, schema.articleTagLinks.articleId), visibleIn(locale)))
    .groupBy(schema.articleTags.id);
  return rows
    .map(({ t, count }) => ({ id: t.id, name: pick(t.name, locale) ?? '', slug: pick(t.slug, locale) ?? '', count }))
    .filter((t) => t.count > 0)
    .sort((x, y) => x.name.localeCompare(y.name, locale));
}
export const getTags = cached(readTags, ['article-tags'], { tags: [TAGS.articles] });

async function readTag(locale: Locale, id: number): Promise<ArticleTag | null> {
  const [t] = await db().select().from(schema.articleTags).where(eq(schema.articleTags.id, id));
  return t ? { id: t.id, name: pick(t.name, locale) ?? '', slug: pick(t.slug, locale) ?? '' } : null;
}
export const getTag = cached(readTag, ['article-tag'], { tags: [TAGS.articles] });
