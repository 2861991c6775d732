import { beforeAll, describe, expect, it } from 'vitest';
import { schema, type Db } from '@/lib/db';
import { testDatabase } from '../helpers/db';
import { listEvents } from '@/features/events/server';

/**
 * date_to includes its whole Berlin day, which on a clock change is 23 or 25 hours long: the end is
 * the start of the next Berlin day, not the start plus 24 hours.
 */
let db: Db;
const inserted: Record<string, number> = {};

const event = (key: string, iso: string) => ({
  title: { de: `Nachtführung ${key}`, en: `Night tour ${key}`, cs: `Noční prohlídka ${key}` },
  slug: { de: `nachtfuehrung-${key}`, en: `night-tour-${key}`, cs: `nocni-prohlidka-${key}` },
  eventType: 'tour' as const,
  dateStart: new Date(iso),
});

beforeAll(async () => {
  db = (await testDatabase({ demo: true })).db;
  const rows = await db
    .insert(schema.events)
    .values([
      // Sunday 28 March 2027, the spring change (23 h): Monday 00:30 CEST is 22:30 UTC on Sunday.
      event('spring-sunday-late', '2027-03-28T21:30:00Z'),
      event('spring-monday-early', '2027-03-28T22:30:00Z'),
      // Sunday 31 October 2027, the autumn change (25 h): Sunday 23:30 CET is 22:30 UTC.
      event('autumn-sunday-late', '2027-10-31T22:30:00Z'),
      event('autumn-monday-early', '2027-10-31T23:30:00Z'),
    ])
    .returning({ id: schema.events.id, slug: schema.events.slug });
  for (const row of rows) inserted[(row.slug.en ?? '').replace('night-tour-', '')] = row.id;
});

const idsUntil = async (date: string, dateTo: string) =>
  (await listEvents({ date, dateTo }, 'de', 1, 500)).results.map((e) => e.id);

describe('date_to on a day with a clock change', () => {
  it('the 23-hour spring day ends at midnight Berlin time', async () => {
    const ids = await idsUntil('2027-03-28', '2027-03-28');
    expect(ids).toContain(inserted['spring-sunday-late']);
    expect(ids).not.toContain(inserted['spring-monday-early']);
  });

  it('the 25-hour autumn day keeps its last hour', async () => {
    const ids = await idsUntil('2027-10-31', '2027-10-31');
    expect(ids).toContain(inserted['autumn-sunday-late']);
    expect(ids).not.toContain(inserted['autumn-monday-early']);
  });
});
