import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { affects } from '@/lib/write-effects';
import { pick } from '@/i18n/config';
import { slugify } from '@/lib/slug';
import { z } from 'zod';
import { defineResource, filterId } from '@/features/resources';
import { localizedText } from '@/features/resources/server';
import { programmePath } from '@/features/events';
import { reindex } from '@/features/search/server';
import { personResourceSchema, type PersonInput } from '../resource-schema';

const { persons, productionPersons, productions } = schema;

async function read(database: Db, id: number) {
  const [row] = await database.select().from(persons).where(eq(persons.id, id));
  if (!row) return null;
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    slug: row.slug,
    category_id: row.categoryId,
    role: row.role,
    biography: row.biography,
    email: row.email,
    image_id: row.imageId,
    position: row.position,
    view_url: programmePath('de', '/team/[slug]/[id]', { slug: row.slug, id: row.id }),
    updated_at: row.updatedAt.toISOString(),
  };
}
type PersonRecord = NonNullable<Awaited<ReturnType<typeof read>>>;

const columns = (d: PersonInput) => ({
  firstName: d.first_name,
  lastName: d.last_name,
  slug: slugify(d.slug || `${d.first_name} ${d.last_name}`),
  categoryId: d.category_id,
  role: d.role,
  biography: d.biography,
  email: d.email || null,
  imageId: d.image_id,
  position: d.position,
});

export const personResource = defineResource({
  name: 'persons',
  table: persons,
  role: 'editor',
  schema: personResourceSchema,
  search: [persons.firstName, persons.lastName, localizedText(persons.role)],
  orderings: {
    position: persons.position,
    last_name: persons.lastName,
    first_name: persons.firstName,
    updated_at: persons.updatedAt,
  },
  filters: {
    schema: z.object({ category: filterId('category') }),
    where: (f) => [f.category ? eq(persons.categoryId, f.category) : undefined],
  },
  read,
  async create(tx, data, id) {
    const [row] = await tx
      .insert(persons)
      .values({ ...columns(data), ...(id ? { id } : {}) })
      .returning({ id: persons.id });
    return row.id;
  },
  async update(tx, id, data) {
    await tx
      .update(persons)
      .set({ ...columns(data), updatedAt: new Date() })
      .where(eq(persons.id, id));
  },
  async remove(tx, id) {
    await tx.delete(persons).where(eq(persons.id, id));
  },
  async references(database, id) {
    const rows = await database
      .select({ id: productions.id, title: productions.title })
      .from(productionPersons)
      .innerJoin(productions, eq(productions.id, productionPersons.productionId))
      .where(eq(productionPersons.personId, id));
    return rows.map((p) => `production ${p.id} "${pick(p.title, 'de')}"`);
  },
  label: (r: PersonRecord) => `${r.first_name} ${r.last_name}`,
  tags: () => affects('person'),
  afterWrite: (database, id) => reindex('person', id, database),
  publicView: {
    where: () => sql`true`,
    map: (r: PersonRecord, locale) => ({
      id: r.id,
      name: `${r.first_name} ${r.last_name}`,
      role: pick(r.role, locale) ?? '',
      category_id: r.category_id,
      url: programmePath(locale, '/team/[slug]/[id]', { slug: r.slug, id: r.id }),
    }),
  },
});
