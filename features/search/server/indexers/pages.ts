import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { isLocale } from '@/i18n/config';
import type { SearchDocumentInput } from '../store';
import { blocksText } from '../text';

/** CMS pages: one document per language path, with the text of its sections; offline pages none. */
export async function pageDocuments(database: Db, id: number): Promise<SearchDocumentInput[]> {
  const [page] = await database.select().from(schema.pages).where(eq(schema.pages.id, id));
  if (!page || !page.isOnline) return [];
  const paths = await database.select().from(schema.pagePaths).where(eq(schema.pagePaths.pageId, id));
  const docs: SearchDocumentInput[] = [];
  for (const { locale, path } of paths) {
    if (!isLocale(locale)) continue;
    const title = page.headline[locale] || page.title[locale];
    if (!title) continue;
    const sections = await database
      .select({ columns: schema.containers.columns })
      .from(schema.containers)
      .where(
        and(eq(schema.containers.pageId, id), eq(schema.containers.locale, locale), isNull(schema.containers.parentId)),
      );
    const body = [page.metaDescription[locale] ?? '', ...blocksText(sections.map((s) => s.columns))]
      .filter(Boolean)
      .join(' ');
    docs.push({ locale, title, body, url: `/${locale}${path}`, date: null, imageId: page.ogImageId });
  }
  return docs;
}

export async function allPageIds(database: Db) {
  return (await database.select({ id: schema.pages.id }).from(schema.pages)).map((r) => r.id);
}
