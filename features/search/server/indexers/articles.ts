import 'server-only';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { locales, type Locale } from '@/i18n/config';
import type { SearchDocumentInput } from '../store';
import { blocksText, routeUrl, slugify } from '../text';

/** Magazine articles: one document per language that has a title; offline articles none. */
export async function articleDocuments(database: Db, id: number): Promise<SearchDocumentInput[]> {
  const [row] = await database.select().from(schema.articles).where(eq(schema.articles.id, id));
  if (!row || !row.isOnline) return [];
  return locales.flatMap((locale: Locale) => {
    const title = row.title[locale];
    if (!title) return [];
    const body = [row.teaser[locale] ?? '', ...blocksText(row.body[locale] ?? []), row.author]
      .filter(Boolean)
      .join(' ');
    const slug = row.slug[locale] || slugify(title);
    return [
      {
        locale,
        title,
        body,
        url: routeUrl(locale, '/magazine/[slug]/[id]', { slug, id: row.id }),
        date: row.publishedAt,
        imageId: row.imageId,
      },
    ];
  });
}

export async function allArticleIds(database: Db) {
  return (await database.select({ id: schema.articles.id }).from(schema.articles)).map((r) => r.id);
}
