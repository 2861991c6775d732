import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createDatabase, startInstances, type Instance } from '../../scripts/bench/lib/instances.mjs';

/**
 * One production server on PostgreSQL with two processes sharing its port (server/cluster.ts), as
 * `npm start` runs on a machine with two cores. A 404 page asks the server for its body over loopback
 * (server/stages/not-found.ts); that request may reach the other process, which must know the token.
 * It did not: the other process answered 404, and the fallback page went out declared as compressed
 * (Chromium: ERR_CONTENT_DECODING_FAILED). Own database on the TEST_DATABASE_URL server, as the
 * scale-out test (run in its project, after everything else).
 */
const SERVER_URL = process.env.TEST_DATABASE_URL;

let server: Instance | undefined;
let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(150_000);
  if (!SERVER_URL) throw new Error('TEST_DATABASE_URL is not set (.ci/run starts a PostgreSQL server)');
  database = await createDatabase(SERVER_URL, 'museum_processes');
  dataDir = mkdtempSync(path.join(tmpdir(), 'museum-processes-data-'));
  [server] = await startInstances({
    databaseUrl: database.url,
    dataDir,
    siteUrl: `http://localhost:${process.env.E2E_PORT ?? '3100'}`,
    count: 1,
    env: { WEB_CONCURRENCY: '2' },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await database?.drop().catch((error) => console.warn('could not drop the processes database:', error));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('every process of a server answers a missing page with the site’s 404 page @scale-out', async ({ page }) => {
  // Connections are spread over the processes: several fresh ones reach both.
  for (const missing of ['/de/gibt-es-nicht', '/de/webshop/orders/NICHTDA?token=x', '/en/missing', '/cs/chybi']) {
    await page.context().clearCookies();
    const res = await page.goto(server!.url + missing, { waitUntil: 'domcontentloaded' });
    expect(res?.status(), missing).toBe(404);
    await expect(page.getByRole('contentinfo'), missing).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }), missing).not.toHaveText('404');
  }
});
