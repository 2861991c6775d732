import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { cached, TAGS } from '@/lib/cache';
import { pick, type Locale } from '@/i18n/config';
import { getMediaMap } from '@/features/media/server';
import type { MediaObject, MediaThumbnails } from '@/features/media';
import { programmePath } from '@/features/events';

export type PersonSummary = {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  slug: string;
  url: string;
  role: string;
  category: { id: number; name: string } | null;
  image_obj: MediaObject | null;
  image_thumbnails: MediaThumbnails;
};
export type PersonDetail = PersonSummary & {
  biography: string;
  productions: { id: number; title: string; role: string; url: string }[];
};
export type TeamGroup = { id: number; name: string; persons: PersonSummary[] };

type PersonRow = typeof schema.persons.$inferSelect;

function toSummary(
  row: PersonRow,
  locale: Locale,
  categories: Map<number, string>,
  media: Awaited<ReturnType<typeof getMediaMap>>,
): PersonSummary {
  const image = row.imageId ? media.get(row.imageId) : undefined;
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`,
    first_name: row.firstName,
    last_name: row.lastName,
    slug: row.slug,
    url: programmePath(locale, '/team/[slug]/[id]', { slug: row.slug, id: row.id }),
    role: pick(row.role, locale) ?? '',
    category: row.categoryId ? { id: row.categoryId, name: categories.get(row.categoryId) ?? '' } : null,
    image_obj: image ?? null,
    image_thumbnails: image?.thumbnails ?? {},
  };
}

async function categoryNames(locale: Locale) {
  const rows = await db().select().from(schema.personCategories).orderBy(asc(schema.personCategories.position));
  return { rows, names: new Map(rows.map((r) => [r.id, pick(r.name, locale) ?? ''])) };
}

/** The team grouped by category, in the editors' order (the ensemble pages). */
async function readTeam(locale: Locale): Promise<TeamGroup[]> {
  const [{ rows: categories, names }, persons] = await Promise.all([
    categoryNames(locale),
    db().select().from(schema.persons).orderBy(asc(schema.persons.position), asc(schema.persons.lastName)),
  ]);
  const media = await getMediaMap(
    persons.map((p) => p.imageId ?? 0),
    locale,
  );
  const groups: TeamGroup[] = categories.map((c) => ({ id: c.id, name: names.get(c.id) ?? '', persons: [] }));
  for (const person of persons) {
    const group = groups.find((g) => g.id === person.categoryId);
    if (group) group.persons.push(toSummary(person, locale, names, media));
  }
  return groups.filter((g) => g.persons.length);
}
export const listTeam = cached(readTeam, ['team-list'], { tags: [TAGS.team] });

async function readPerson(id: number, locale: Locale): Promise<PersonDetail | null> {
  const [row] = await db().select().from(schema.persons).where(eq(schema.persons.id, id));
  if (!row) return null;
  const [{ names }, media, productions] = await Promise.all([
    categoryNames(locale),
    getMediaMap(row.imageId ? [row.imageId] : [], locale),
    db()
      .select({
        id: schema.productions.id,
        title: schema.productions.title,
        slug: schema.productions.slug,
        role: schema.productionPersons.role,
      })
      .from(schema.productionPersons)
      .innerJoin(schema.productions, eq(schema.productions.id, schema.productionPersons.productionId))
      .where(eq(schema.productionPersons.personId, id))
      .orderBy(asc(schema.productions.position)),
  ]);
  return {
    ...toSummary(row, locale, names, media),
    biography: pick(row.biography, locale) ?? '',
    productions: productions.map((p) => ({
      id: p.id,
      title: pick(p.title, locale) ?? '',
      role: pick(p.role, locale) ?? '',
      url: programmePath(locale, '/productions/[slug]/[id]', { slug: pick(p.slug, locale), id: p.id }),
    })),
  };
}
export const getPerson = cached(readPerson, ['person-detail'], { tags: [TAGS.team, TAGS.productions] });
