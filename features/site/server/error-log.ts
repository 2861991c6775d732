import 'server-only';
import { sql } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import type { ErrorLogInput } from '../schemas';

/** Counts a visit to a missing page: one row per URL, with hits and first/last seen. */
export async function logNotFound(input: ErrorLogInput, status = 404) {
  const t = schema.errorLog;
  await db()
    .insert(t)
    .values({ url: input.url, status, referrer: input.referrer ?? null })
    .onConflictDoUpdate({
      target: [t.url, t.status],
      set: { hits: sql`${t.hits} + 1`, lastSeenAt: new Date(), referrer: input.referrer ?? null },
    });
}
