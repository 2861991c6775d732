import { beforeAll, describe, expect, it } from 'vitest';
import { count, gte, lt } from 'drizzle-orm';
import { testDatabase } from '../helpers/db';
import { schema, type Db } from '@/lib/db';

let db: Db;
const now = new Date();
beforeAll(async () => {
  ({ db } = await testDatabase({ demo: true, now }));
});

describe('programme demo content', () => {
  it('has 60+ upcoming dates within six months, some past ones, and the other entities', async () => {
    const sixMonths = new Date(now.getTime() + 183 * 86400_000);
    const [{ n: upcoming }] = await db
      .select({ n: count() })
      .from(schema.events)
      .where(gte(schema.events.dateStart, now));
    const [{ n: past }] = await db.select({ n: count() }).from(schema.events).where(lt(schema.events.dateStart, now));
    const [{ n: beyond }] = await db
      .select({ n: count() })
      .from(schema.events)
      .where(gte(schema.events.dateStart, sixMonths));
    expect(upcoming).toBeGreaterThanOrEqual(60);
    expect(beyond).toBe(0);
    expect(past).toBeGreaterThan(0);
    expect((await db.select().from(schema.productions)).length).toBeGreaterThanOrEqual(8);
    expect((await db.select().from(schema.series)).length).toBeGreaterThanOrEqual(4);
    expect((await db.select().from(schema.venues)).length).toBeGreaterThanOrEqual(5);
    expect((await db.select().from(schema.persons)).length).toBeGreaterThanOrEqual(12);
    expect((await db.select().from(schema.ticketOffers)).length).toBeGreaterThan(40);
  });
});
