/**
 * npm run bench:scale — what a second instance buys (issue #18). Starts two instances of the
 * production build (server/main.ts, run `npm run build` first) on one PostgreSQL database
 * (BENCH_DATABASE_URL or TEST_DATABASE_URL, a throwaway database is made there; without either a
 * throwaway server is started from /usr/lib/postgresql), puts nginx in front of instance A alone and
 * of A and B together, and drives each with autocannon on loopback:
 *   - a cached page (GET /de),
 *   - an API call (GET /de/api/events/?page_size=10),
 *   - add-to-cart (POST /api/shop-cart/: a new cart with one held seat per request, as
 *     scripts/bench/cart.ts adds, here through HTTP).
 * Prints requests/s and p50/p95 latency per target in one table: BENCH_ROUNDS (3) rounds of
 * BENCH_SECONDS (5) per request and target, the targets taking turns, after a 2 s warm-up each,
 * BENCH_CONNECTIONS (32) concurrent connections: about three minutes in all.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDatabase, startInstances, startNginx } from './lib/instances.mjs';
import { throwawayPostgres } from './lib/throwaway-postgres.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const WARM_UP_SECONDS = 2;

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

/** An untimed demo date with a full-price ticket; its seats are raised so the bench never sells out. */
async function cartTarget(base, databaseUrl) {
  for (let n = 1; n <= 5; n++) {
    const body = await (await fetch(`${base}/de/api/events/?page=${n}&page_size=20`)).json();
    for (const event of body.results.filter((e) => e.id_jet && e.status !== 'cancelled')) {
      const { offer } = await (await fetch(`${base}/api/shop-offers/${event.id_jet}/`)).json();
      const group = offer?.seat_groups?.find((g) => !g.timeslots.length && g.prices.length);
      if (!group) continue;
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(
        'update ticket_seat_groups set capacity = 10000000 where seat_group = $1 and offer_id = (select id from ticket_offers where id_jet = $2)',
        [group.seat_group, event.id_jet],
      );
      await client.end();
      return {
        quantities: [1],
        event_jet_id: event.id_jet,
        sale_type_ids: [group.prices[0].sale_type_id],
        seat_group: group.seat_group,
      };
    }
    if (!body.next) break;
  }
  throw new Error('no bookable untimed date in the demo programme');
}

const pct = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

/** One autocannon run; latencies are collected per response, so p95 is exact. */
async function run(url, request, seconds) {
  const times = [];
  let ok = 0;
  let other = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    method: request.method ?? 'GET',
    headers: request.body ? { 'content-type': 'application/json' } : undefined,
    body: request.body ? JSON.stringify(request.body) : undefined,
    setupClient(client) {
      client.on('response', (status, _bytes, ms) => {
        times.push(ms);
        if (status >= 200 && status < 300) ok++;
        else other++;
      });
    },
  });
  return { ok, failed: other + result.errors + result.timeouts, seconds: result.duration, times };
}

/** Sums the rounds of one request and target: requests/s over all of them, p50/p95 of all latencies. */
function figures(runs) {
  const times = runs.flatMap((r) => r.times).sort((x, y) => x - y);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  return {
    rps: Math.round(runs.reduce((sum, r) => sum + r.ok, 0) / seconds),
    p50: +pct(times, 50).toFixed(1),
    p95: +pct(times, 95).toFixed(1),
    failed: runs.reduce((sum, r) => sum + r.failed, 0),
  };
}

async function main() {
  const server = (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) ? null : await throwawayPostgres();
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? server.url;
  const database = await createDatabase(serverUrl, 'museum_bench_scale');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'museum-bench-scale-'));
  // The build's SITE_URL: another would remove the build's cached pages (server/site-url.ts).
  const marker = '.next/cache/museum-site-url.json';
  const siteUrl = existsSync(marker) ? JSON.parse(readFileSync(marker, 'utf8')).siteUrl : 'http://localhost:3000';
  const stops = [];
  try {
    console.log(
      `Starting two instances on PostgreSQL (${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)})…`,
    );
    const [a, b] = await startInstances({ databaseUrl: database.url, dataDir, siteUrl, quiet: true });
    stops.push(
      () => a.stop(),
      () => b.stop(),
    );
    const one = await startNginx([a.port]);
    const two = await startNginx([a.port, b.port]);
    stops.push(
      () => one.stop(),
      () => two.stop(),
    );
    const cart = await cartTarget(a.url, database.url);
    const requests = [
      { name: 'cached page GET /de', path: '/de' },
      { name: 'API GET /de/api/events/?page_size=10', path: '/de/api/events/?page_size=10' },
      { name: 'add-to-cart POST /api/shop-cart/', path: '/api/shop-cart/', method: 'POST', body: cart },
    ];
    const targets = [
      { name: '1 instance (direct)', url: a.url },
      { name: '1 instance behind nginx', url: one.url },
      { name: '2 instances behind nginx', url: two.url },
    ];
    // Rounds, with the targets in turn inside each: a burst of other work on the machine then falls on
    // all of them rather than on one.
    const runs = new Map();
    for (const request of requests)
      for (const target of targets) await run(target.url + request.path, request, WARM_UP_SECONDS);
    for (let round = 0; round < ROUNDS; round++) {
      for (const request of requests) {
        for (const target of targets) {
          const key = `${request.name}|${target.name}`;
          runs.set(key, [...(runs.get(key) ?? []), await run(target.url + request.path, request, SECONDS)]);
        }
      }
    }
    const rows = [];
    for (const request of requests) {
      for (const target of targets) {
        const f = figures(runs.get(`${request.name}|${target.name}`));
        rows.push({
          request: request.name,
          target: target.name,
          'req/s': f.rps,
          'p50 ms': f.p50,
          'p95 ms': f.p95,
          'non-2xx/errors': f.failed,
        });
      }
    }
    // Other work on the machine changes every figure: the load average says how much there was.
    console.log(
      `\n${ROUNDS} rounds of ${SECONDS} s per row, ${CONNECTIONS} connections, loopback, ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; requests per upstream (2 instances): ${JSON.stringify(two.upstreamCounts())}`,
    );
    console.table(rows);
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await database.drop().catch((error) => console.warn('could not drop the bench database:', error.message));
    rmSync(dataDir, { recursive: true, force: true });
    server?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
