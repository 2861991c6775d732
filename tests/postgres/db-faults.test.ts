import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseDown } from '@/lib/db/health';
import { installDatabaseHooks } from '@/lib/db/hooks';
import { db } from '@/lib/db';
import { errorResponse } from '@/lib/api/with-route';
import { GET as roomsRoute } from '@/app/api/rooms/route';
import { callRoute } from '../helpers/route';
import { appDatabaseBehindRelay } from '../helpers/app-db-behind-relay';

// DB_TIMEOUT_MS for these tests: short, so a frozen database shows within a test's time.
const TIMEOUT_MS = 1000;
// What a request may take beyond the timeout (the client's read slack, scheduling on a busy machine).
const SLACK_MS = 600;

let app: Awaited<ReturnType<typeof appDatabaseBehindRelay>>;

beforeAll(async () => {
  // The app reaches the test database through a relay the tests can freeze or cut.
  app = await appDatabaseBehindRelay({ timeoutMs: TIMEOUT_MS, max: 5 });
  installDatabaseHooks();
});

afterAll(() => app?.teardown());

const rooms = () => callRoute(roomsRoute, { url: '/api/rooms/?lang=de' });

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

async function until(check: () => boolean, limitMs: number) {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Asks every 50 ms until the API answers 200 again: how long after the start the request that got it
 * was sent (the app's recovery; the answer itself takes what this busy machine gives it).
 */
async function untilAnswered(limitMs: number) {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    const sent = performance.now();
    if ((await rooms()).status === 200) return sent - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the API did not answer 200 within ${limitMs} ms`);
}

describe('a frozen or lost PostgreSQL server (DB_TIMEOUT_MS)', () => {
  it('answers normally while the server is healthy', async () => {
    const res = await rooms();
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json)).toBe(true);
  });

  it('cancels a statement that runs longer than the timeout, and answers 503 with Retry-After', async () => {
    const { result: error, ms } = await timed(() =>
      db()
        .execute(sql`select pg_sleep(30)`)
        .then(
          () => null,
          (e: unknown) => e,
        ),
    );
    expect(error).toBeTruthy();
    expect(ms).toBeLessThan(TIMEOUT_MS + SLACK_MS);
    const res = errorResponse(error);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toMatchObject({ code: 'database_unavailable' });
    // A slow statement is not an outage: the next request is served at once.
    expect(databaseDown()).toBe(false);
    expect((await rooms()).status).toBe(200);
  });

  it('gives up waiting for a lock that another connection holds, within the timeout', async () => {
    const holder = await app.direct.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table rooms in access exclusive mode');
      const { result: res, ms } = await timed(rooms);
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({ code: 'database_unavailable' });
      expect(res.headers.get('retry-after')).toBe('5');
      expect(ms).toBeLessThan(TIMEOUT_MS + SLACK_MS);
      // A page that ran into the lock now gets the maintenance page from the custom server, not a 500,
      // though the database is not down (nothing fails fast).
      expect(globalThis.__museumDatabaseDown?.()).toBe(true);
      expect(databaseDown()).toBe(false);
    } finally {
      await holder.query('rollback');
      holder.release();
    }
    expect((await rooms()).status).toBe(200);
  });

  it('a server that stops answering: 503 within the timeout, then fail-fast, back within a second of its return', async () => {
    app.proxy.set('frozen');
    const first = await timed(rooms);
    expect(first.result.status).toBe(503);
    expect(first.ms).toBeLessThan(TIMEOUT_MS + SLACK_MS);
    // Known down (at the latest when the hung queries' read timeouts ran out): the custom server
    // turns pages' errors into the maintenance page, and nobody waits any more.
    await until(databaseDown, 1000);
    expect(globalThis.__museumDatabaseDown?.()).toBe(true);
    const second = await timed(rooms);
    expect(second.result.status).toBe(503);
    expect(second.ms).toBeLessThan(100);

    app.proxy.set('up');
    expect(await untilAnswered(5000)).toBeLessThan(1000);
    expect(databaseDown()).toBe(false);
    // Some seconds later the flag the custom server reads is clear again.
    await until(() => globalThis.__museumDatabaseDown?.() === false, 3000);
  });

  it('a server that goes away (restart): 503 at once, back within a second of its return', async () => {
    expect((await rooms()).status).toBe(200);
    app.proxy.set('down');
    const during = await timed(rooms);
    expect(during.result.status).toBe(503);
    expect(during.ms).toBeLessThan(TIMEOUT_MS + SLACK_MS);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(databaseDown()).toBe(true);
    expect((await timed(rooms)).ms).toBeLessThan(100);

    app.proxy.set('up');
    expect(await untilAnswered(5000)).toBeLessThan(1000);
  });

  it('the maintenance page the custom server sends is translated', () => {
    expect(globalThis.__museumMaintenancePage?.('de')).toContain('Wartungsarbeiten');
    expect(globalThis.__museumMaintenancePage?.('en')).toContain('Maintenance');
    expect(globalThis.__museumMaintenancePage?.('cs')).toContain('Probíhá údržba');
  });
});
