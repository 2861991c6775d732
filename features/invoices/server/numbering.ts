import 'server-only';
import { sql } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { formatInTimeZone } from 'date-fns-tz';
import { timeZone } from '@/i18n/config';
import { invoiceNumber } from '../vat';

const { invoiceCounters } = schema;

/** The Berlin calendar year of an instant: numbers restart on 1 January, Berlin time. */
export function berlinYear(now: Date): number {
  return Number(formatInTimeZone(now, timeZone, 'yyyy'));
}

/**
 * Takes the next number of the year inside the caller's transaction. The upsert locks the year's
 * counter row until that transaction ends, so concurrent payments wait for one another, and a
 * rolled-back payment gives its number back: no gap, no repeat.
 */
export async function takeInvoiceNumber(tx: Db, prefix: string, now: Date) {
  const year = berlinYear(now);
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  return { year, seq: row.last, number: invoiceNumber(prefix, year, row.last) };
}
