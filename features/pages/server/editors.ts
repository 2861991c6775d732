import 'server-only';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import type { Locale } from '@/i18n/config';
import type { PageEditor } from '../publishing';
import { authorsOf } from './authors';

const e = schema.pageEditors;

/** The editor says it is open every EDITOR_HEARTBEAT_MS; after twice that without a word it counts as gone. */
const EDITOR_HEARTBEAT_MS = 20_000;
const GONE_MS = 2 * EDITOR_HEARTBEAT_MS + 5_000;

/**
 * Marks a staff member as editing the page (docs/requirements.md §4: two editors, one page) and answers who else is.
 * `since` is kept while the heartbeats keep coming; after a pause it starts again.
 */
export async function touchEditor(pageId: number, locale: Locale, userId: number): Promise<PageEditor[]> {
  const gone = new Date(Date.now() - GONE_MS);
  await db().delete(e).where(lt(e.seenAt, gone));
  await db()
    .insert(e)
    .values({ pageId, locale, userId })
    .onConflictDoUpdate({ target: [e.pageId, e.locale, e.userId], set: { seenAt: sql`now()` } });
  const others = await db()
    .select()
    .from(e)
    .where(and(eq(e.pageId, pageId), eq(e.locale, locale), ne(e.userId, userId), gt(e.seenAt, gone)));
  const authors = await authorsOf(others.map((o) => o.userId));
  return others.flatMap((o) => {
    const user = authors.get(o.userId);
    return user ? [{ user, since: o.since.toISOString() }] : [];
  });
}

/** The editor was closed. */
export async function leaveEditor(pageId: number, locale: Locale, userId: number): Promise<void> {
  await db()
    .delete(e)
    .where(and(eq(e.pageId, pageId), eq(e.locale, locale), eq(e.userId, userId)));
}
