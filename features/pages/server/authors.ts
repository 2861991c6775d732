import 'server-only';
import { inArray } from 'drizzle-orm';
import { db, schema, type Db } from '@/lib/db';
import type { Author } from '../publishing';

/** Display names of staff users by id (first and last name, else the username); inside a transaction, pass it. */
export async function authorsOf(
  ids: (number | null)[],
  database: Pick<Db, 'select'> = db(),
): Promise<Map<number, Author>> {
  const unique = [...new Set(ids.filter((id): id is number => id !== null))];
  const map = new Map<number, Author>();
  if (unique.length === 0) return map;
  const u = schema.users;
  const rows = await database
    .select({ id: u.id, first: u.firstName, last: u.lastName, username: u.username })
    .from(u)
    .where(inArray(u.id, unique));
  for (const row of rows) map.set(row.id, { id: row.id, name: `${row.first} ${row.last}`.trim() || row.username });
  return map;
}
