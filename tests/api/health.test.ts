import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';
import { installDatabase, type Db } from '@/lib/db/client';
import { resetEnv } from '@/lib/env';
import { healthReport } from '@/lib/health-check';
import * as schema from '@/lib/db/schema';
import packageJson from '@/package.json';
import { GET as health } from '@/app/api/health/route';

/** GET /api/health on the embedded database (PGlite); tests/postgres/health.test.ts does PostgreSQL. */
let database: Db;
beforeAll(async () => {
  ({ db: database } = await testDatabase());
});

afterEach(() => {
  installDatabase(database);
  globalThis.__museumDraining = undefined;
  vi.unstubAllEnvs();
  resetEnv();
});

const get = () => callRoute(health, { url: '/api/health' });

describe('GET /api/health', () => {
  it('answers 200 with the database latency, version, build and uptime, uncached', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('retry-after')).toBeNull();
    expect(res.json).toEqual({
      status: 'ok',
      database: { reachable: true, latency_ms: expect.any(Number) },
      version: packageJson.version,
      build_id: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
      uptime_s: expect.any(Number),
    });
  });

  it('names the instance when INSTANCE_NAME is set, and shows no other setting', async () => {
    vi.stubEnv('INSTANCE_NAME', 'museum@2');
    vi.stubEnv('TICKET_SIGNING_KEY', 'a-signing-key-nobody-may-see');
    vi.stubEnv('SMTP_URL', 'smtp://mailer:hunter2@mail.example:587');
    resetEnv();
    const res = await get();
    expect(res.json).toMatchObject({ status: 'ok', instance: 'museum@2' });
    expect(res.text).not.toMatch(/signing-key|hunter2|mail\.example|pglite|postgres/);
  });

  it('answers 503 with Retry-After when the database does not answer', async () => {
    // Nothing listens on port 1: every connection is refused, as when the server is gone.
    const unreachable = new Pool({
      connectionString: 'postgres://museum@127.0.0.1:1/museum',
      connectionTimeoutMillis: 1000,
    });
    installDatabase(drizzle(unreachable, { schema }) as unknown as Db, 'postgres');
    const res = await get();
    await unreachable.end();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.json).toMatchObject({
      status: 'unavailable',
      database: { reachable: false, latency_ms: null },
      version: packageJson.version,
    });
  });

  it('does not wait longer than its bound for a busy database', async () => {
    // PGlite has one connection: the health query queues behind a transaction that holds it for a second.
    const busy = database.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = performance.now();
    const report = await healthReport({ boundMs: 100 });
    expect(performance.now() - started).toBeLessThan(600);
    expect(report).toMatchObject({ status: 'unavailable', database: { reachable: false } });
    await busy;
    expect((await healthReport()).status).toBe('ok');
  });

  it('answers 503 while the server shuts down, so a load balancer stops sending', async () => {
    globalThis.__museumDraining = true;
    const res = await get();
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ status: 'unavailable', database: { reachable: true }, shutting_down: true });
  });
});
