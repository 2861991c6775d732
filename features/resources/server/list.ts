import 'server-only';
import { and, asc, count, desc, inArray, or, sql, type SQL } from 'drizzle-orm';
import { escapeLike, type Db } from '@/lib/db';
import type { AnyResource, ListParams } from '../define';

/** Every language of a translated JSON column as one text, for ?search=. */
export const localizedText = (column: unknown) =>
  sql`concat_ws(' ', ${column}->>'de', ${column}->>'en', ${column}->>'cs')`;

/**
 * One page of a resource: the ids are found with the resource's search, filters and ordering (id
 * breaks ties so pages never overlap), then each record is read in full.
 */
export async function listRecords(def: AnyResource, database: Db, params: ListParams<unknown>, extra?: SQL) {
  const where = and(...conditions(def, params), extra);
  const key = params.ordering?.field ?? def.defaultOrdering ?? Object.keys(def.orderings)[0];
  const column = def.orderings[key];
  const direction = params.ordering?.desc ? desc : asc;
  const [rows, [{ n }]] = (await Promise.all([
    database
      .select({ id: def.table.id })
      .from(def.table)
      .where(where)
      .orderBy(direction(column), direction(def.table.id))
      .limit(params.pageSize)
      .offset((params.page - 1) * params.pageSize),
    database.select({ n: count() }).from(def.table).where(where),
  ])) as [{ id: number }[], { n: number }[]];
  const records = [];
  for (const { id } of rows) {
    const record = await def.read(database, id);
    if (record) records.push(record);
  }
  return { count: n, results: records };
}

function conditions(def: AnyResource, params: ListParams<unknown>): (SQL | undefined)[] {
  const out: (SQL | undefined)[] = [];
  if (params.ids.length) out.push(inArray(def.table.id, params.ids));
  const text = params.search.trim();
  if (text && def.search.length) {
    const pattern = `%${escapeLike(text)}%`;
    out.push(or(...def.search.map((column) => sql`${column}::text ilike ${pattern}`)));
  }
  if (def.filters) out.push(...def.filters.where(params.filters));
  return out;
}
