import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, gt, isNull, like, sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { schema, type Db } from '@/lib/db';
import { createPostgresTestDb } from '@/lib/db/testing';
import { resetTicketingHooks, setTicketingHooks } from '@/lib/ticketing-hooks';
import { addToCart } from '@/features/box-office/server';
import { createOffer } from '@/features/ticket-offers/server';
import { joinWaitingList, offerWaitingPlaces } from '@/features/waiting-list/server';
import { demoOfferInput } from '../helpers/ticketing';

// Several instances run the waiting list's job at once on one PostgreSQL server: the places that came
// back are offered once, in line order, and never more than there are.
let db: Db;
let pool: Pool;
let drop: () => Promise<void>;
beforeAll(async () => {
  process.env.DATA_DIR ??= path.join(os.tmpdir(), `museum-pg-test-${process.pid}`);
  ({ db, pool, drop } = await createPostgresTestDb(process.env.TEST_DATABASE_URL!));
  pool.on('error', () => undefined);
});
afterAll(async () => drop?.());
afterEach(() => resetTicketingHooks());

describe('waiting-list offers on PostgreSQL', () => {
  it('four runs at once offer the 10 places that came back to the first 10 of 30 in line, each once', async () => {
    const input = demoOfferInput(901, { seats: 10 });
    await createOffer(db, { ...input, seat_groups: input.seat_groups.slice(0, 1) });
    await addToCart(
      { addressKey: null },
      { quantities: [10], event_jet_id: 901, sale_type_ids: [2], seat_group: '101' },
    );
    for (let i = 1; i <= 30; i++)
      await joinWaitingList(
        { event_jet_id: 901, email: `guest${i}@example.org`, quantity: 1, locale: 'de', seat_group: null },
        null,
      );
    setTicketingHooks({ now: () => new Date(Date.now() + 16 * 60_000) });
    const runs = await Promise.all([1, 2, 3, 4].map(() => offerWaitingPlaces()));
    const offered = runs.flat();
    expect(new Set(offered).size).toBe(offered.length);
    expect(offered).toHaveLength(10);
    const entries = await db.select().from(schema.waitingList).orderBy(schema.waitingList.position);
    expect(entries.filter((e) => e.status === 'offered').map((e) => e.email)).toEqual(
      Array.from({ length: 10 }, (_, i) => `guest${i + 1}@example.org`),
    );
    const now = new Date(Date.now() + 16 * 60_000);
    const [held] = await db
      .select({ n: sql<number>`coalesce(sum(${schema.ticketReservations.quantity}), 0)::int` })
      .from(schema.ticketReservations)
      .where(and(isNull(schema.ticketReservations.orderId), gt(schema.ticketReservations.expiresAt, now)));
    expect(Number(held.n)).toBe(10);
    // One confirmation per entry and one offer per offered entry.
    const [mails] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.mailOutbox)
      .where(like(schema.mailOutbox.tag, 'waiting-list-%'));
    expect(Number(mails.n)).toBe(40);
    expect(await offerWaitingPlaces()).toEqual([]);
  }, 60_000);
});
