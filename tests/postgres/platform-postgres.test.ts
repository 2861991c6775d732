import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import os from 'node:os';
import { createPostgresTestDb } from '@/lib/db/testing';
import { seedDemo } from '@/seed';
import { getNavigation, readPageByPath } from '@/features/pages/server';
import { logNotFound } from '@/features/site/server';
import { db, schema } from '@/lib/db';

// The same migrations, seed and domain code on a real PostgreSQL server (.ci/run starts one).
let drop: () => Promise<void>;
beforeAll(async () => {
  process.env.DATA_DIR ??= path.join(os.tmpdir(), `museum-pg-test-${process.pid}`);
  const test = await createPostgresTestDb(process.env.TEST_DATABASE_URL!);
  drop = test.drop;
  await seedDemo(test.db);
});
afterAll(async () => drop?.());

describe('on PostgreSQL', () => {
  it('reads pages with their per-language urls and sections', async () => {
    const page = await readPageByPath('cs', '/navsteva/doprava');
    expect(page?.urls).toEqual({ de: '/de/besuch/anreise', en: '/en/visit/getting-here', cs: '/cs/navsteva/doprava' });
    expect(page?.modules.length).toBeGreaterThan(0);
  });

  it('builds the navigation tree', async () => {
    const nav = await getNavigation('en');
    expect(nav.menu.map((m) => m.menu_name)).toEqual([
      'Plan your visit',
      'The museum village',
      'Programme',
      'Magazine',
    ]);
  });

  it('counts 404 hits with an upsert, also when they arrive at once', async () => {
    await Promise.all(Array.from({ length: 20 }, () => logNotFound({ url: '/de/parallel' })));
    const rows = await db().select().from(schema.errorLog);
    expect(rows.find((r) => r.url === '/de/parallel')?.hits).toBe(20);
  });
});
