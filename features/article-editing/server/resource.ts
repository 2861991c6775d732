import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { schema, type Db } from '@/lib/db';
import { affects } from '@/lib/write-effects';
import { locales } from '@/i18n/config';
import { sanitizeBlock } from '@/features/blocks';
import { defineResource, fillSlugs, filterFlag, filterId } from '@/features/resources';
import { localizedText } from '@/features/resources/server';
import { reindex, routeUrl } from '@/features/search/server';
import { articleResourceSchema, type ArticleInput } from '../resource-schema';

const { articles, articleCategoryLinks: categoryLinks, articleTagLinks: tagLinks } = schema;

async function read(database: Db, id: number) {
  const [row] = await database.select().from(articles).where(eq(articles.id, id));
  if (!row) return null;
  const categories = await database
    .select({ id: categoryLinks.categoryId })
    .from(categoryLinks)
    .where(eq(categoryLinks.articleId, id))
    .orderBy(asc(categoryLinks.categoryId));
  const tags = await database
    .select({ id: tagLinks.tagId })
    .from(tagLinks)
    .where(eq(tagLinks.articleId, id))
    .orderBy(asc(tagLinks.tagId));
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    teaser: row.teaser,
    body: row.body,
    image_id: row.imageId,
    author: row.author,
    published_at: row.publishedAt.toISOString(),
    is_online: row.isOnline,
    category_ids: categories.map((c) => c.id),
    tag_ids: tags.map((t) => t.id),
    view_url: routeUrl('de', '/magazine/[slug]/[id]', { slug: row.slug.de || 'article', id: row.id }),
    updated_at: row.updatedAt.toISOString(),
  };
}
type ArticleRecord = NonNullable<Awaited<ReturnType<typeof read>>>;

/** Block HTML is sanitized on the way in, as the page editor does. */
const cleanBody = (body: ArticleInput['body']) =>
  Object.fromEntries(locales.flatMap((l) => (body[l] ? [[l, body[l].map((b) => sanitizeBlock(b))]] : [])));

const columns = (d: ArticleInput) => ({
  title: d.title,
  slug: fillSlugs(d.slug, d.title),
  teaser: d.teaser,
  body: cleanBody(d.body),
  imageId: d.image_id,
  author: d.author,
  publishedAt: new Date(d.published_at),
  isOnline: d.is_online,
});

async function saveLinks(tx: Db, id: number, d: ArticleInput) {
  await tx.delete(categoryLinks).where(eq(categoryLinks.articleId, id));
  if (d.category_ids.length)
    await tx
      .insert(categoryLinks)
      .values([...new Set(d.category_ids)].map((categoryId) => ({ articleId: id, categoryId })));
  await tx.delete(tagLinks).where(eq(tagLinks.articleId, id));
  if (d.tag_ids.length)
    await tx.insert(tagLinks).values([...new Set(d.tag_ids)].map((tagId) => ({ articleId: id, tagId })));
}

export const articleResource = defineResource({
  name: 'articles',
  table: articles,
  role: 'editor',
  schema: articleResourceSchema,
  search: [localizedText(articles.title), localizedText(articles.teaser), articles.author],
  orderings: {
    published_at: articles.publishedAt,
    title: localizedText(articles.title),
    updated_at: articles.updatedAt,
  },
  defaultOrdering: 'published_at',
  filters: {
    schema: z.object({ category: filterId('category'), is_online: filterFlag('is_online') }),
    where: (f) => [
      f.category
        ? sql`${articles.id} in (select ${categoryLinks.articleId} from ${categoryLinks} where ${categoryLinks.categoryId} = ${f.category})`
        : undefined,
      f.is_online === undefined ? undefined : eq(articles.isOnline, f.is_online),
    ],
  },
  read,
  async create(tx, data, id) {
    const [row] = await tx
      .insert(articles)
      .values({ ...columns(data), ...(id ? { id } : {}) })
      .returning({ id: articles.id });
    await saveLinks(tx, row.id, data);
    return row.id;
  },
  async update(tx, id, data) {
    await tx
      .update(articles)
      .set({ ...columns(data), updatedAt: new Date() })
      .where(eq(articles.id, id));
    await saveLinks(tx, id, data);
  },
  async remove(tx, id) {
    await tx.delete(articles).where(eq(articles.id, id));
  },
  label: (r: ArticleRecord) => r.title.de ?? `Article ${r.id}`,
  tags: () => affects('article'),
  afterWrite: (database, id) => reindex('article', id, database),
});
