import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

const run = promisify(execFile);

// Alone: npx playwright test tests/e2e/fuzz.spec.ts --project fuzz --no-deps (else the projects it
// depends on run first). Tagged @fuzz: its own project, after every other test (the corpus hits rate limits and the cart, and
// its load would slow the journeys down). Seeded, loopback only, bounded to 170 s.
test('6,000 generated bad requests get no answer >= 500 (deliberate 503s aside) @fuzz', async ({ baseURL }) => {
  test.setTimeout(240_000);
  // TRACE and unknown methods fail inside Next's proxy adapter (undici refuses them) before any of our
  // code runs; the custom server (server/main.ts) answers them 405, so they are fuzzed with it only.
  const methods = existsSync('server/main.ts') ? 'all' : 'common';
  const args = [
    'tests/fuzz/fuzz.mjs',
    '--base',
    baseURL ?? 'http://localhost:3100',
    '--seed',
    process.env.FUZZ_SEED ?? '17',
    '--count',
    '6000',
    '--max-seconds',
    '170',
    '--methods',
    methods,
  ];
  // The staff account of scripts/e2e-server.ts: every fifth read goes out logged in.
  args.push('--staff', `e2e-staff:${process.env.STAFF_PASSWORD ?? 'museum-staff-e2e'}`);
  const { stdout } = await run('node', args, { timeout: 220_000, maxBuffer: 16 * 1024 * 1024 }).catch(
    (error: { stdout?: string; code?: number }) => {
      throw new Error(`fuzz failed (exit ${error.code}):\n${error.stdout ?? ''}`);
    },
  );
  console.log(stdout.trim());
  expect(stdout).toMatch(/failures: 0\b/);
});

// The route cache once grew ~123 kB on disk for every unknown id (server/isr-cache-handler.ts).
test('pages of unknown ids are answered 404 and not written to the route cache @fuzz', async ({ request }) => {
  const ids = Array.from({ length: 20 }, (_, i) => 1_900_000_000 + i);
  for (const id of ids) {
    // The German path itself: /de/events/… is an alias answered with a 301 to it.
    const res = await request.get(`/de/programm/veranstaltungen/unbekannt/${id}`, { maxRedirects: 0 });
    expect(res.status()).toBe(404);
  }
  const cached = (dir: string) => (existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String) : []);
  // Next 16 keeps pages of dynamic routes in .next/server/route-cache, prerendered ones in .next/server/app.
  const routeCache = () => [...cached('.next/server/route-cache'), ...cached('.next/server/app')];
  const stored = routeCache().filter((f) => ids.some((id) => f.includes(String(id))));
  expect(stored).toEqual([]);
  // A known page is still cached: the handler only skips misses.
  const known = await request.get('/de/api/events/?page_size=1');
  const { results } = (await known.json()) as { results: { url: string }[] };
  expect((await request.get(results[0].url)).status()).toBe(200);
  const knownId = results[0].url.split('/').pop();
  await expect.poll(() => routeCache().some((f) => f.endsWith(`/${knownId}.html`))).toBe(true);
});
