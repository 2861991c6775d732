import 'server-only';
import { count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '@/lib/db';
import type { LocalizedText } from '@/lib/db/schema/common';
import { pick } from '@/i18n/config';
import { defineResource } from '../define';
import { fillSlugs, localized, localizedSlug, position } from '../fields';
import { localizedText } from './list';

type NamedTable = PgTable & {
  id: PgColumn;
  name: PgColumn;
  slug?: PgColumn;
  position?: PgColumn;
  showInFilter?: PgColumn;
};

/** A name in every language, and a slug, position or show-in-filter flag where the table has them. */
const namedSchema = z.object({
  name: localized({ required: true, max: 200 }),
  slug: localizedSlug,
  position,
  show_in_filter: z.boolean({ error: 'must be true or false' }).default(true),
});
type NamedInput = z.infer<typeof namedSchema>;
type NamedRecord = {
  id: number;
  name: LocalizedText;
  slug?: LocalizedText;
  position?: number;
  show_in_filter?: boolean;
};

/**
 * The small lists content is sorted by (categories, tags, genres): a name per language and little
 * else. `uses` counts what is filed under one, so a delete that would strip it from content is 409.
 */
export function defineNamedResource(options: {
  name: string;
  table: NamedTable;
  tags: string[];
  uses: { label: string; table: PgTable; column: PgColumn }[];
}) {
  const t = options.table;
  const columns = (d: NamedInput) => ({
    name: d.name,
    ...(t.slug ? { slug: fillSlugs(d.slug, d.name) } : {}),
    ...(t.position ? { position: d.position } : {}),
    ...(t.showInFilter ? { showInFilter: d.show_in_filter } : {}),
  });
  return defineResource({
    name: options.name,
    table: t,
    role: 'editor',
    schema: namedSchema,
    search: [localizedText(t.name)],
    orderings: { ...(t.position ? { position: t.position } : {}), name: localizedText(t.name), id: t.id } as Record<
      string,
      PgColumn | SQL
    >,
    async read(database: Db, id: number) {
      const [row] = (await database.select().from(t).where(eq(t.id, id))) as Record<string, unknown>[];
      if (!row) return null;
      return {
        id: row.id as number,
        name: row.name as LocalizedText,
        ...(t.slug ? { slug: row.slug as LocalizedText } : {}),
        ...(t.position ? { position: row.position as number } : {}),
        ...(t.showInFilter ? { show_in_filter: row.showInFilter as boolean } : {}),
      } satisfies NamedRecord;
    },
    async create(tx, d, id) {
      const [row] = (await tx
        .insert(t)
        .values({ ...columns(d), ...(id ? { id } : {}) } as never)
        .returning({ id: t.id })) as { id: number }[];
      return row.id;
    },
    async update(tx, id, d) {
      await tx
        .update(t)
        .set(columns(d) as never)
        .where(eq(t.id, id));
    },
    async remove(tx, id) {
      await tx.delete(t).where(eq(t.id, id));
    },
    async references(database, id) {
      const out: string[] = [];
      for (const use of options.uses) {
        const [{ n }] = await database.select({ n: count() }).from(use.table).where(eq(use.column, id));
        if (n) out.push(`${n} ${use.label}`);
      }
      return out;
    },
    label: (r: NamedRecord) => pick(r.name, 'de') ?? `${options.name} ${r.id}`,
    tags: () => options.tags,
  });
}
