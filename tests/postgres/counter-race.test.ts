import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pool } from 'pg';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { createPostgresTestDb } from '@/lib/db/testing';
import { createSession, createUser } from '@/features/auth/server';
import { POST as saleRoute } from '@/app/api/counter/sales/route';
import { callRoute } from '../helpers/route';
import { seedTestOffer } from '../helpers/ticketing';

// Counters and the web shop's buyers at the same moment on a real PostgreSQL server, where their
// transactions truly run side by side (tests/api/counter-sale.test.ts runs counters alone on PGlite).
const SEATS = 12;
const SALES = 30;

let db: Db;
let pool: Pool;
let drop: () => Promise<void>;
beforeAll(async () => {
  process.env.DATA_DIR ??= path.join(os.tmpdir(), `museum-pg-test-${process.pid}`);
  ({ db, pool, drop } = await createPostgresTestDb(process.env.TEST_DATABASE_URL!));
  pool.on('error', () => undefined);
});
afterAll(async () => drop?.());

describe('counter sales never oversell (PostgreSQL)', () => {
  it(`${SALES} sales of 1–2 tickets for ${SEATS} places: every place once, the rest refused with 409`, async () => {
    const user = await createUser(db, {
      email: 'kasse@example.org',
      username: 'kasse',
      password: 'a-long-password',
      role: 'box_office',
    });
    const session = await createSession(user.id);
    await seedTestOffer(db, 961, { seats: SEATS, start: new Date(Date.now() + 3600_000) });
    const results = await Promise.all(
      Array.from({ length: SALES }, (_, i) =>
        callRoute(saleRoute, {
          url: '/api/counter/sales/',
          method: 'POST',
          cookies: { sessionid: session.id },
          headers: { 'x-csrftoken': session.csrfToken },
          body: {
            event_jet_id: 961,
            seat_group: '101',
            lines: [{ sale_type_id: 2, quantity: 1 + (i % 2) }],
            payment: i % 3 ? 'cash' : 'card',
          },
        }),
      ),
    );
    const sold = results.filter((r) => r.status === 201).reduce((s, r) => s + (r.json.tickets as number), 0);
    expect(results.every((r) => [201, 409, 503].includes(r.status))).toBe(true);
    const [offer] = await db.select().from(schema.ticketOffers).where(eq(schema.ticketOffers.idJet, 961));
    const codes = await db
      .select({ id: schema.ticketCodes.id })
      .from(schema.ticketCodes)
      .innerJoin(schema.ticketReservations, eq(schema.ticketReservations.id, schema.ticketCodes.reservationId))
      .where(eq(schema.ticketReservations.offerId, offer.id));
    expect(codes.length).toBe(sold);
    expect(sold).toBeLessThanOrEqual(SEATS);
    // 1-ticket and 2-ticket sales alternate: the house fills up to its last place or one short of it.
    expect(sold).toBeGreaterThanOrEqual(SEATS - 1);
  });
});
