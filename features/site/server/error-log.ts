import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { clientAddressKey } from '@/lib/client-address';
import { env } from '@/lib/env';
import { consume } from '@/lib/rate-limit';
import type { ErrorLogInput } from '../schemas';

const MAX_URL = 512;
const MAX_REFERRER = 512;

/**
 * The URL as the log keeps it: the path only, decoded where possible and cut to 512 characters.
 * Query strings and fragments are dropped, so /x?1, /x?2, … count as one missing page instead of
 * one row each (the log took unlimited writes).
 */
function notFoundLogUrl(raw: string): string | null {
  let path = raw.trim();
  try {
    path = new URL(path, 'http://log.invalid').pathname;
  } catch {
    return null;
  }
  if (!path.startsWith('/')) return null;
  return path.slice(0, MAX_URL);
}

/**
 * Counts a visit to a missing page: one row per URL, with hits and first/last seen. Hits on URLs the
 * log lists are always counted; a new URL is added only while the log holds fewer than
 * NOT_FOUND_LOG_MAX_URLS, so a crawler of made-up paths cannot grow it without bound.
 * Returns whether the visit was recorded.
 */
export async function logNotFound(input: ErrorLogInput, status = 404): Promise<boolean> {
  const url = notFoundLogUrl(input.url);
  if (!url) return false;
  const referrer = input.referrer ? input.referrer.slice(0, MAX_REFERRER) : null;
  const t = schema.errorLog;
  const updated = await db()
    .update(t)
    .set({ hits: sql`${t.hits} + 1`, lastSeenAt: new Date(), referrer })
    .where(and(eq(t.url, url), eq(t.status, status)))
    .returning({ id: t.id });
  if (updated.length) return true;
  const [{ rows }] = await db().select({ rows: count() }).from(t);
  if (rows >= env().NOT_FOUND_LOG_MAX_URLS) return false;
  await db()
    .insert(t)
    .values({ url, status, referrer })
    .onConflictDoUpdate({
      target: [t.url, t.status],
      set: { hits: sql`${t.hits} + 1`, lastSeenAt: new Date(), referrer },
    });
  return true;
}

/** Reports per client address (LIMITS.notFoundReport); 429 with Retry-After beyond. */
export async function limitNotFoundReports(req: Request) {
  await consume('notFoundReport', [clientAddressKey(req)], 'Too many reports; please wait a moment.');
}
