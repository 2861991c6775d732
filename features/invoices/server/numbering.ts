import 'server-only';
import { sql } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { berlinDay } from '@/lib/berlin-time';
import { invoiceNumber } from '../vat';

const { invoiceCounters } = schema;

/**
 * Takes the next number of the year inside the caller's transaction. The upsert locks the year's
 * counter row until that transaction ends, so concurrent payments wait for one another, and a
 * rolled-back payment gives its number back: no gap, no repeat.
 */
export async function takeInvoiceNumber(tx: Db, prefix: string, now: Date) {
  // Numbers restart on 1 January, Berlin time.
  const year = Number(berlinDay(now).slice(0, 4));
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  return { year, seq: row.last, number: invoiceNumber(prefix, year, row.last) };
}
