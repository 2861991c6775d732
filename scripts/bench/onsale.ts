/**
 * npm run bench:onsale — the on-sale rush over HTTP, as buyers bring it: BENCH_BUYERS (2,000) buyers
 * arrive evenly over BENCH_SECONDS (60). Each loads the shop page of the date, adds 2–4 tickets, checks
 * out ("invoice / at the museum") and loads the order page, from its own client address (X-Forwarded-For,
 * as nginx sends it; the server trusts loopback as its proxy). Most buyers want one general-admission
 * date with BENCH_PLACES (5,000) places; BENCH_SEATED_SHARE (0.1) of them a seated date of the demo
 * (best available), as many as its free seats serve.
 *
 * Without BENCH_URL it starts the production build (`npm run build` first) on a throwaway PostgreSQL
 * database: on BENCH_DATABASE_URL's server when set, else on a server of its own. With BENCH_URL it
 * measures that server (whose TRUSTED_PROXIES must include this machine); BENCH_DATABASE_URL must then
 * be its database (the dates are set up and the sold tickets counted there).
 *
 * BENCH_INSTANCES (1) instances of the server, behind nginx when more than one (the README's scale-out).
 * BENCH_PROFILE=<folder> has the servers it starts write a CPU profile there.
 *
 * Prints throughput and p50/p95/p99 per step (from the moment the shop's line let a request in: the
 * time it held a request at its front, which the answer's Server-Timing tells, is the buyer's wait in
 * line; `page_with_hold_p95_ms` counts it in), answers by status, fair refusals (sold out, per-client
 * cap) apart from errors, tickets sold against places, the server's CPU and peak memory, the database
 * connections' wait states, and as its last line one JSON object.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, startInstances, startNginx, type Instance } from './lib/instances.mjs';
import { throwawayPostgres } from './lib/throwaway-postgres.mjs';
import { buyerRun, type Target } from './onsale/buyer';
import { processSampler } from './onsale/process-sampler';
import { waitSampler } from './onsale/wait-sampler';
import { report } from './onsale/report';
import { statementsSince } from './onsale/statements';
import { findTargets, givePlaces, soldCounts } from './onsale/targets';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const PLACES = Number(process.env.BENCH_PLACES ?? 5000);
const SEATED_SHARE = Number(process.env.BENCH_SEATED_SHARE ?? 0.1);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1);

type Setup = { base: string; databaseUrl: string | null; servers: Instance[]; cleanup: () => Promise<void> };

async function setUp(): Promise<Setup> {
  if (process.env.BENCH_URL)
    return {
      base: process.env.BENCH_URL.replace(/\/$/, ''),
      databaseUrl: process.env.BENCH_DATABASE_URL ?? null,
      servers: [],
      cleanup: async () => undefined,
    };
  if (!existsSync('.next/BUILD_ID')) throw new Error('No production build: run `npm run build` first.');
  const cluster = process.env.BENCH_DATABASE_URL
    ? null
    : await throwawayPostgres({ maxConnections: 200, statements: true });
  const database = await createDatabase(process.env.BENCH_DATABASE_URL ?? cluster!.url, 'museum_bench_onsale');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'museum-bench-onsale-'));
  // The build's SITE_URL: another would drop the build's cached pages (server/site-url.ts).
  const marker = '.next/cache/museum-site-url.json';
  const siteUrl = existsSync(marker) ? JSON.parse(readFileSync(marker, 'utf8')).siteUrl : 'http://localhost:3000';
  const servers = await startInstances({
    databaseUrl: database.url,
    dataDir,
    siteUrl,
    count: INSTANCES,
    timeoutMs: 300_000,
    // BENCH_PROFILE=<folder>: the server writes a CPU profile there when it stops (open it in Chrome's DevTools).
    nodeArgs: process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
  });
  // Several instances run behind nginx with the repository's configuration, as the README deploys them.
  const nginx = servers.length > 1 ? await startNginx(servers.map((s) => s.port)) : null;
  return {
    base: nginx?.url ?? servers[0].url,
    databaseUrl: database.url,
    servers,
    async cleanup() {
      await nginx?.stop();
      await Promise.all(servers.map((s) => s.stop()));
      await database.drop().catch((error) => console.warn('could not drop the bench database:', error.message));
      rmSync(dataDir, { recursive: true, force: true });
      cluster?.stop();
    },
  };
}

async function main() {
  const setup = await setUp();
  if (!setup.databaseUrl) throw new Error('BENCH_URL needs BENCH_DATABASE_URL (its database) to set up the dates');
  const db = new pg.Client({ connectionString: setup.databaseUrl });
  await db.connect();
  try {
    console.log(
      `[onsale] ${BUYERS} buyers over ${SECONDS} s against ${setup.base} (${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)})`,
    );
    const targets: Target[] = await findTargets(setup.base, db, { buyers: BUYERS, seatedShare: SEATED_SHARE });
    // A few buyers first, untimed: the site is warm when a sale opens (connections, compiled code). They
    // buy from the places of the rush (counted again below), as a refusal would leave them counted in
    // the shop's line for a while.
    const [general] = targets;
    await givePlaces(db, targets, PLACES);
    await buyerRun(setup.base, [{ ...general, buyers: 20 }], { seconds: 2, firstAddress: 1_000_000 });
    await givePlaces(db, targets, PLACES);
    for (const t of targets)
      console.log(
        `[onsale] ${t.kind} date ${t.idJet}, seat group ${t.seatGroup}: ${t.places} places for ${t.buyers} buyers`,
      );
    const processes = setup.servers.length ? processSampler(setup.servers.map((s) => s.process.pid!)) : null;
    const statements = await statementsSince(db);
    const waits = await waitSampler(setup.databaseUrl);
    const run = await buyerRun(setup.base, targets, { seconds: SECONDS });
    const cpu = processes?.stop();
    const waitStates = await waits.stop();
    const sold = await soldCounts(db, targets);
    await statements?.top(BUYERS);
    report({ run, sold, cpu, waitStates, buyers: BUYERS, seconds: SECONDS });
  } finally {
    await db.end();
    await setup.cleanup();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error('[onsale] failed:', error);
    process.exit(1);
  },
);
