import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { parseFavoritesCookie, type FavoriteKind, type FavoriteRef } from '../cookie';

const f = schema.visitorFavorites;

/** An account's favorites, oldest first (the order the guest cookie keeps too). */
export async function accountFavorites(accountId: number): Promise<FavoriteRef[]> {
  const rows = await db()
    .select({ kind: f.kind, id: f.itemId })
    .from(f)
    .where(eq(f.accountId, accountId))
    .orderBy(asc(f.createdAt), asc(f.kind), asc(f.itemId));
  return rows;
}

export async function addAccountFavorite(accountId: number, ref: FavoriteRef) {
  await db().insert(f).values({ accountId, kind: ref.kind, itemId: ref.id }).onConflictDoNothing();
}

export async function removeAccountFavorite(accountId: number, ref: FavoriteRef) {
  await db()
    .delete(f)
    .where(and(eq(f.accountId, accountId), eq(f.kind, ref.kind), eq(f.itemId, ref.id)));
}

/**
 * Moves a guest's favorites (the `favorites` cookie) into an account at login. Idempotent: what the
 * account has already stays as it is; entries whose event or production is gone or offline are
 * dropped. The caller clears the cookie afterwards.
 */
export async function mergeGuestFavorites(accountId: number, cookieValue: string | undefined): Promise<void> {
  const refs = await existingOnline(parseFavoritesCookie(cookieValue));
  if (!refs.length) return;
  await db()
    .insert(f)
    .values(refs.map((ref) => ({ accountId, kind: ref.kind, itemId: ref.id })))
    .onConflictDoNothing();
}

/** The refs whose event or production exists and is online, in the order given. */
export async function existingOnline(refs: FavoriteRef[]): Promise<FavoriteRef[]> {
  const ids = (kind: FavoriteKind) => refs.filter((r) => r.kind === kind).map((r) => r.id);
  const [events, productions] = await Promise.all([
    onlineIds(schema.events, ids('event')),
    onlineIds(schema.productions, ids('production')),
  ]);
  return refs.filter((r) => (r.kind === 'event' ? events : productions).has(r.id));
}

async function onlineIds(table: typeof schema.events | typeof schema.productions, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db()
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), eq(table.isOnline, true)));
  return new Set(rows.map((r) => r.id));
}

export async function countAccountFavorites(accountId: number) {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(f)
    .where(eq(f.accountId, accountId));
  return row?.n ?? 0;
}
