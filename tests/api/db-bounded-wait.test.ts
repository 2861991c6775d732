import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PGlite } from '@electric-sql/pglite';
import { closeDb, createPglite, installDatabase, type Db } from '@/lib/db/client';
import { migrationsFolder } from '@/lib/db/migrate';
import { gated } from '@/lib/db/pglite-gate';
import { DatabaseUnavailableError } from '@/lib/db/health';
import * as schema from '@/lib/db/schema';
import { GET as roomsRoute } from '@/app/api/rooms/route';
import { callRoute } from '../helpers/route';

// The embedded database is one connection: behind a long transaction, a request waits at most this long.
const TIMEOUT_MS = 300;

let client: PGlite;
let database: Db;

beforeAll(async () => {
  client = await createPglite();
  database = drizzle(gated(client, TIMEOUT_MS), { schema }) as unknown as Db;
  await migrate(database as never, { migrationsFolder });
  installDatabase(database);
});
afterAll(async () => {
  await closeDb();
  await client.close();
});

/** A transaction that keeps the connection for `ms` (a slow write, a stuck import). */
function holdConnection(ms: number) {
  return database.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

describe('PGlite: a bounded wait for the single connection', () => {
  it('answers 503 with Retry-After when the connection stays busy beyond the timeout, and normally afterwards', async () => {
    const held = holdConnection(1500);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    const res = await callRoute(roomsRoute, { url: '/api/rooms/?lang=en' });
    const ms = performance.now() - started;
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ code: 'database_unavailable' });
    expect(res.headers.get('retry-after')).toBe('5');
    expect(ms).toBeLessThan(TIMEOUT_MS + 400);
    await held;
    expect((await callRoute(roomsRoute, { url: '/api/rooms/?lang=en' })).status).toBe(200);
  });

  it('a browser without JavaScript (Accept: text/html) gets the translated maintenance page', async () => {
    const held = holdConnection(1000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const res = await callRoute(roomsRoute, {
      url: '/api/rooms/?lang=cs',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    await held;
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.text).toContain('Probíhá údržba');
  });

  it('a write that gave up waiting never runs later', async () => {
    await database.execute(sql`create table if not exists wait_probe (n int)`);
    const held = holdConnection(800);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const write = await database.execute(sql`insert into wait_probe values (1)`).then(
      () => null,
      (error: unknown) => error,
    );
    await held;
    // drizzle wraps it (DrizzleQueryError); the cause is the gate's refusal.
    expect((write as { cause?: unknown }).cause).toBeInstanceOf(DatabaseUnavailableError);
    const rows = await database.execute(sql`select count(*)::int as n from wait_probe`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });

  it('queries that get their turn in time are served in order', async () => {
    const held = holdConnection(100);
    const answers = await Promise.all([1, 2, 3].map((n) => database.execute(sql`select ${n}::int as n`)));
    await held;
    expect(answers.map((a) => (a as unknown as { rows: { n: number }[] }).rows[0].n)).toEqual([1, 2, 3]);
  });
});
