import 'server-only';
import { count, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/config';
import { db } from '@/lib/db';
import { formEntries } from '@/lib/db/schema';
import { listForms } from './forms';

/** Staff overview: every form with how many entries it has. */
export async function formsWithEntryCounts(locale: Locale) {
  const [list, counts] = await Promise.all([
    listForms(locale),
    db().select({ formId: formEntries.formId, n: count() }).from(formEntries).groupBy(formEntries.formId),
  ]);
  const byForm = new Map(counts.map((c) => [c.formId, c.n]));
  return list.map((f) => ({ ...f, entries: byForm.get(f.id) ?? 0 }));
}

export async function entryCount(formId: number) {
  const [{ n }] = await db().select({ n: count() }).from(formEntries).where(eq(formEntries.formId, formId));
  return n;
}
