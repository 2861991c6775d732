import 'server-only';
import { asc } from 'drizzle-orm';
import { db, schema, type Db } from '@/lib/db';
import { invalidateWrite } from '@/lib/write-effects';
import type { RedirectInput } from '../schemas';

export type RedirectEntry = { old_path: string; new_path: string };

export async function listRedirects(): Promise<RedirectEntry[]> {
  const rows = await db().select().from(schema.redirects).orderBy(asc(schema.redirects.oldPath));
  return rows.map((r) => ({ old_path: r.oldPath, new_path: r.newPath }));
}

/** Adds or changes the entry for input.old_path, in the caller's transaction (no cache expiry yet). */
export async function upsertRedirect(database: Db, input: RedirectInput) {
  await database
    .insert(schema.redirects)
    .values({ oldPath: input.old_path, newPath: input.new_path })
    .onConflictDoUpdate({ target: schema.redirects.oldPath, set: { newPath: input.new_path, updatedAt: new Date() } });
}

export async function saveRedirect(input: RedirectInput) {
  await upsertRedirect(db(), input);
  invalidateWrite('redirects');
}
