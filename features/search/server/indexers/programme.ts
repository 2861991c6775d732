import 'server-only';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { locales, type Locale } from '@/i18n/config';
import type { LocalizedText } from '@/lib/db/schema/common';
import type { SearchDocumentInput } from '../store';
import { htmlToText, routeUrl, slugify } from '../text';

const text =
  (...values: (LocalizedText | undefined)[]) =>
  (locale: Locale) =>
    values
      .map((v) => htmlToText(v?.[locale] ?? ''))
      .filter(Boolean)
      .join(' ');

type ProgrammeRow = {
  id: number;
  isOnline: boolean;
  title: LocalizedText;
  slug: LocalizedText;
  subtitle: LocalizedText;
  teaser: LocalizedText;
  description: LocalizedText;
  imageId: number | null;
};

/** One document per language that has a title: subtitle, teaser and description are the body. */
function titledDocuments(
  row: ProgrammeRow | undefined,
  route: '/events/[slug]/[id]' | '/productions/[slug]/[id]',
  date: Date | null,
): SearchDocumentInput[] {
  if (!row || !row.isOnline) return [];
  const body = text(row.subtitle, row.teaser, row.description);
  return locales.flatMap((locale) => {
    const title = row.title[locale];
    if (!title) return [];
    const slug = row.slug[locale] || slugify(title);
    return [
      {
        locale,
        title,
        body: body(locale),
        url: routeUrl(locale, route, { slug, id: row.id }),
        date,
        imageId: row.imageId,
      },
    ];
  });
}

/** Events of the programme. */
export async function eventDocuments(database: Db, id: number): Promise<SearchDocumentInput[]> {
  const [row] = await database.select().from(schema.events).where(eq(schema.events.id, id));
  return titledDocuments(row, '/events/[slug]/[id]', row?.dateStart ?? null);
}

/** Productions (no date of their own: their events carry the dates). */
export async function productionDocuments(database: Db, id: number): Promise<SearchDocumentInput[]> {
  const [row] = await database.select().from(schema.productions).where(eq(schema.productions.id, id));
  return titledDocuments(row, '/productions/[slug]/[id]', null);
}

/** Team members: the name is the title in every language, role and biography the body. */
export async function personDocuments(database: Db, id: number): Promise<SearchDocumentInput[]> {
  const [row] = await database.select().from(schema.persons).where(eq(schema.persons.id, id));
  if (!row) return [];
  const title = `${row.firstName} ${row.lastName}`.trim();
  const body = text(row.role, row.biography);
  return locales.map((locale) => ({
    locale,
    title,
    body: body(locale),
    url: routeUrl(locale, '/team/[slug]/[id]', { slug: row.slug, id: row.id }),
    date: null,
    imageId: row.imageId,
  }));
}

export async function venueDocuments(database: Db, id: number): Promise<SearchDocumentInput[]> {
  const [row] = await database.select().from(schema.venues).where(eq(schema.venues.id, id));
  if (!row) return [];
  return locales.flatMap((locale) => {
    const title = row.name[locale];
    if (!title) return [];
    const body = [htmlToText(row.description[locale] ?? ''), row.street, row.zip, row.city].filter(Boolean).join(' ');
    const slug = row.slug[locale] || slugify(title);
    return [
      {
        locale,
        title,
        body,
        url: routeUrl(locale, '/venues/[slug]/[id]', { slug, id: row.id }),
        date: null,
        imageId: row.imageId,
      },
    ];
  });
}

export async function allIds(
  database: Db,
  table: typeof schema.events | typeof schema.productions | typeof schema.persons | typeof schema.venues,
) {
  return (await database.select({ id: table.id }).from(table)).map((r) => r.id);
}
