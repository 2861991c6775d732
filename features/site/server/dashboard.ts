import 'server-only';
import { desc } from 'drizzle-orm';
import { db, schema } from '@/lib/db';

/** The most visited missing pages, for the staff overview. */
export async function readNotFoundLog(limit = 50) {
  return db().select().from(schema.errorLog).orderBy(desc(schema.errorLog.lastSeenAt)).limit(limit);
}
