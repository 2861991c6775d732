import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { db, type Db } from '@/lib/db/client';
import { databaseDown, resetDatabaseHealth } from '@/lib/db/health';
import { migrate, withMigrationLock } from '@/lib/db/migrate';
import * as schema from '@/lib/db/schema';
import { GET as health } from '@/app/api/health/route';
import { callRoute } from '../helpers/route';
import { appDatabaseBehindRelay } from '../helpers/app-db-behind-relay';

/**
 * GET /api/health on a real PostgreSQL server, reached through a relay the test can cut (the
 * server going away), and the migration lock that lets instances start at once.
 */
let app: Awaited<ReturnType<typeof appDatabaseBehindRelay>>;

beforeAll(async () => {
  app = await appDatabaseBehindRelay({ timeoutMs: 1000, max: 3 });
});

afterAll(() => app?.teardown());

const get = () => callRoute(health, { url: '/api/health' });

describe('GET /api/health on PostgreSQL', () => {
  it('answers 200 with the time a real query took', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'ok', database: { reachable: true, latency_ms: expect.any(Number) } });
    expect(res.text).not.toContain('postgres');
  });

  it('answers 503 with Retry-After while the server is gone, and 200 again once it is back', async () => {
    app.proxy.set('down');
    const down = await get();
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    expect(down.json).toMatchObject({ status: 'unavailable', database: { reachable: false, latency_ms: null } });
    expect(databaseDown()).toBe(true);
    // Known down: the answer comes at once, without a connection attempt.
    const started = performance.now();
    expect((await get()).status).toBe(503);
    expect(performance.now() - started).toBeLessThan(100);

    app.proxy.set('up');
    const back = performance.now();
    while ((await get()).status !== 200) {
      expect(performance.now() - back).toBeLessThan(3000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it('a transaction open when the server goes away fails; the process lives and the database is marked down', async () => {
    // Without a listener on the checked-out connection, its 'error' is an uncaught exception (vitest fails the run).
    const transaction = db().transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      app.proxy.set('down');
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(databaseDown()).toBe(true);
    app.proxy.set('up');
    const back = performance.now();
    while ((await get()).status !== 200) {
      expect(performance.now() - back).toBeLessThan(3000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it('answers 503 within its bound when the server stops answering', async () => {
    app.proxy.set('frozen');
    try {
      const started = performance.now();
      const res = await get();
      expect(res.status).toBe(503);
      // The bound is min(DB_TIMEOUT_MS, 2000) ms; the probe must not hang for the client's read timeout.
      expect(performance.now() - started).toBeLessThan(2600);
    } finally {
      app.proxy.set('up');
      resetDatabaseHealth();
    }
  });
});

describe('migrations when instances start at once', () => {
  it('run one after the other under the advisory lock', async () => {
    const spans: Array<[number, number]> = [];
    const work = async () => {
      const started = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 300));
      spans.push([started, performance.now()]);
    };
    const url = app.direct.pool.options.connectionString!;
    await Promise.all([withMigrationLock(url, work), withMigrationLock(url, work)]);
    spans.sort((a, b) => a[0] - b[0]);
    expect(spans[1][0]).toBeGreaterThanOrEqual(spans[0][1]);
  });

  it('two processes migrating one database together both succeed', async () => {
    const url = app.direct.pool.options.connectionString!;
    const { Pool: PgPool } = await import('pg');
    const admin = new PgPool({ connectionString: url, max: 1 });
    // pool.end() resolves before its connections have closed; one still closing when the teardown drops
    // this test's database gets 57P01 from the server, an uncaught error without a listener (seen in CI).
    admin.on('error', () => undefined);
    const name = `museum_lock_${process.pid}_${Date.now()}`;
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const pools = [
      new PgPool({ connectionString: target.toString(), max: 2 }),
      new PgPool({ connectionString: target.toString(), max: 2 }),
    ];
    // Dropping the database at the end terminates connections still closing (57P01): expected.
    for (const pool of pools) pool.on('error', () => undefined);
    try {
      await Promise.all(
        pools.map((pool) =>
          withMigrationLock(target.toString(), () => migrate(drizzle(pool, { schema }) as unknown as Db)),
        ),
      );
      const { rows } = await pools[0].query('select count(*)::int as n from drizzle.__drizzle_migrations');
      const { rows: files } = await pools[0].query(
        `select count(*)::int as n from information_schema.tables where table_name = 'pages'`,
      );
      expect(rows[0].n).toBeGreaterThan(5);
      expect(files[0].n).toBe(1);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
