/**
 * npm run bench:cart — add-to-cart under load, measured at the domain level (addToCart, the same
 * function POST /api/shop-cart/ calls) with real concurrency: on in-memory PGlite, and on PostgreSQL
 * when BENCH_DATABASE_URL (or TEST_DATABASE_URL) points at a server (a throwaway database is made).
 *  1. 50 concurrent clients, each adding one ticket BENCH_ROUNDS times after an untimed warm-up of
 *     3 rounds: p50/p95 latency and throughput.
 *  2. 50 concurrent buyers checking out one ticket each (order, ticket codes, mail to the outbox): p50/p95.
 *  3. 500 concurrent requests for the last 50 seats: accepted and oversold counts.
 *  4. Seated (scripts/bench/seated.ts): 50 clients adding 1–4 seats by best available on a 500-seat
 *     plan, add p50/p95/p99 and "seats sold twice" checked from the answers and the database; then
 *     GET /api/shop-seating/{id}/ of that plan, full answer and 304 with If-None-Match.
 * BENCH_ONLY=seated runs only 4.
 * BENCH_POOL_SIZE sets the PostgreSQL pool (20; the server's DATABASE_POOL_SIZE defaults to 10).
 * On PostgreSQL also figures that do not depend on how busy the machine is:
 *  - round_trips: statements sent per add (one client, one after another), for a new visitor (no
 *    cookie, no address) and a returning one (cart cookie and client address, as behind the proxy);
 *  - backends: where the connections were during phase 1 (pg_stat_activity sampled every 20 ms, mean
 *    count): running a statement, waiting for a lock, idle inside a transaction (waiting for Node
 *    while holding what it locked) or idle (waiting for Node between requests).
 */
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createTestDb, createPostgresTestDb } from '@/lib/db/testing';
import { closeDb, type Db } from '@/lib/db/client';
import { schema } from '@/lib/db';
import { createOffer } from '@/features/ticket-offers/server';
import { addToCart, checkout } from '@/features/box-office/server';
import { seatedRun } from './seated';

process.env.DATA_DIR ??= path.join(os.tmpdir(), 'museum-bench-cart');
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
let jet = 700_000;

async function offer(database: Db, capacity: number) {
  const idJet = ++jet;
  await createOffer(database, {
    id_jet: idJet,
    seat_groups: [
      {
        seat_group: '1',
        text: { de: 'Festwiese' },
        capacity,
        prices: [{ sale_type_id: 1, name: 'Vollpreis', price: '9.00' }],
      },
    ],
  });
  return idJet;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const WARM_UP_ROUNDS = 3;

async function latency(database: Db) {
  const idJet = await offer(database, 100_000);
  const add = () => addToCart({ addressKey: null }, { quantities: [1], event_jet_id: idJet, sale_type_ids: [1] });
  // Untimed first: the pool opens its connections, each parses the prepared statements, V8 compiles
  // the hot path. Without it the first second (cold, ~5% of the requests) decides the p95.
  const cold = performance.now();
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      for (let i = 0; i < WARM_UP_ROUNDS; i++) await add();
    }),
  );
  const warmUpMs = Math.round(performance.now() - cold);
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      for (let i = 0; i < rounds; i++) {
        const t = performance.now();
        await add();
        times.push(performance.now() - t);
      }
    }),
  );
  const perSecond = Math.round((times.length / (performance.now() - started)) * 1000);
  times.sort((a, b) => a - b);
  return {
    warm_up: { requests: 50 * WARM_UP_ROUNDS, ms: warmUpMs },
    requests: times.length,
    per_second: perSecond,
    p50: +pct(times, 50).toFixed(1),
    p95: +pct(times, 95).toFixed(1),
  };
}

/** 50 concurrent buyers, each adding one ticket and checking out (order, codes, confirmation mail to the outbox). */
async function checkoutLatency(database: Db) {
  const idJet = await offer(database, 100_000);
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: 50 }, async (_, client) => {
      for (let i = 0; i < Math.max(1, Math.round(rounds / 4)); i++) {
        const { cart } = await addToCart(
          { addressKey: null },
          { quantities: [1], event_jet_id: idJet, sale_type_ids: [1] },
        );
        const started = performance.now();
        await checkout(cart.id, {
          name: 'Bench Buyer',
          email: `buyer${client}@example.org`,
          gtc: true,
          locale: 'de',
          payment_method: 'invoice',
        });
        times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return {
    checkouts: times.length,
    checkout_p50: +pct(times, 50).toFixed(1),
    checkout_p95: +pct(times, 95).toFixed(1),
  };
}

async function race(database: Db) {
  // The race is about the seat lock, not the fair-sale caps: the prefill takes 450 seats at once.
  const caps = { maxTicketsPerOrder: 1_000_000, maxHeldPerClient: 1_000_000 };
  await database
    .insert(schema.siteSettings)
    .values({ id: 1, ...caps })
    .onConflictDoUpdate({ target: schema.siteSettings.id, set: caps });
  const idJet = await offer(database, 500);
  await addToCart({ addressKey: null }, { quantities: [50], event_jet_id: idJet, sale_type_ids: [1] });
  await addToCart({ addressKey: null }, { quantities: [50], event_jet_id: idJet, sale_type_ids: [1] });
  for (let i = 0; i < 7; i++)
    await addToCart({ addressKey: null }, { quantities: [50], event_jet_id: idJet, sale_type_ids: [1] });
  // 450 of 500 are held now; 500 visitors want one of the last 50.
  const results = await Promise.allSettled(
    Array.from({ length: 500 }, () =>
      addToCart({ addressKey: null }, { quantities: [1], event_jet_id: idJet, sale_type_ids: [1] }),
    ),
  );
  const accepted = results.filter((r) => r.status === 'fulfilled').length;
  const codes: Record<string, number> = {};
  for (const r of results)
    if (r.status === 'rejected')
      codes[String((r.reason as { code?: unknown }).code ?? 'error')] =
        (codes[String((r.reason as { code?: unknown }).code ?? 'error')] ?? 0) + 1;
  return { accepted, oversold: Math.max(0, accepted - 50), refused: codes };
}

/** Statements sent to PostgreSQL per add to cart, counted at the driver (pg Client#query). */
async function roundTrips(database: Db) {
  const idJet = await offer(database, 100_000);
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  let count = 0;
  proto.query = function (this: unknown, ...args: unknown[]) {
    count++;
    return original.apply(this, args);
  };
  try {
    const per = async (add: () => Promise<unknown>) => {
      await add();
      count = 0;
      for (let i = 0; i < 10; i++) await add();
      return count / 10;
    };
    const newVisitor = await per(() =>
      addToCart({ addressKey: null }, { quantities: [1], event_jet_id: idJet, sale_type_ids: [1] }),
    );
    // A returning visitor: the same cart cookie and address each time (caps high enough for 11 adds).
    const { cart } = await addToCart(
      { addressKey: 'bench-client' },
      { quantities: [1], event_jet_id: idJet, sale_type_ids: [1] },
    );
    const returning = await per(() =>
      addToCart(
        { token: cart.token, addressKey: 'bench-client' },
        { quantities: [1], event_jet_id: idJet, sale_type_ids: [1] },
      ),
    );
    return { round_trips: { new_visitor: newVisitor, returning } };
  } finally {
    proto.query = original;
  }
}

/** Samples pg_stat_activity of the bench database while `work` runs: mean backends per state. */
async function sampled<T>(url: string, work: () => Promise<T>) {
  const probe = new pg.Client({ connectionString: url });
  await probe.connect();
  const totals = { running: 0, lock_wait: 0, idle_in_transaction: 0, idle: 0 };
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await probe.query<{ state: string | null; wait: string | null }>(
        `select state, wait_event_type as wait from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      );
      for (const row of rows) {
        if (row.state === 'active') totals[row.wait === 'Lock' ? 'lock_wait' : 'running']++;
        else if (row.state?.startsWith('idle in transaction')) totals.idle_in_transaction++;
        else totals.idle++;
      }
      samples++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    const result = await work();
    return {
      ...result,
      backends: Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, +(v / Math.max(1, samples)).toFixed(1)])),
    };
  } finally {
    running = false;
    await loop;
    await probe.end();
  }
}

const seatedOnly = process.env.BENCH_ONLY === 'seated';

/** The general-admission phases 1–3 (skipped with BENCH_ONLY=seated). */
async function generalAdmission(database: Db) {
  if (seatedOnly) return {};
  return { ...(await latency(database)), ...(await checkoutLatency(database)), ...(await race(database)) };
}

async function main() {
  const rows: Record<string, unknown>[] = [];
  // BENCH_PGLITE=0: PostgreSQL only (comparing two versions on a shared machine, sooner is fairer).
  if (process.env.BENCH_PGLITE !== '0') {
    const pglite = await createTestDb();
    rows.push({
      database: 'PGlite (in memory)',
      ...(await generalAdmission(pglite)),
      ...(await seatedRun(pglite, rounds)),
    });
    await closeDb();
  }
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) {
    const poolSize = Number(process.env.BENCH_POOL_SIZE ?? 20);
    const server = await createPostgresTestDb(url, { poolSize });
    server.pool.on('error', () => undefined);
    try {
      const dbUrl = new URL(url);
      dbUrl.pathname = `/${(await server.pool.query<{ name: string }>('select current_database() as name')).rows[0].name}`;
      rows.push({
        database: 'PostgreSQL',
        pool: poolSize,
        ...(seatedOnly
          ? {}
          : {
              ...(await sampled(dbUrl.toString(), () => latency(server.db))),
              ...(await checkoutLatency(server.db)),
              ...(await race(server.db)),
              ...(await roundTrips(server.db)),
            }),
        ...(await sampled(dbUrl.toString(), () => seatedRun(server.db, rounds))),
      });
    } finally {
      await server.drop();
    }
  }
  for (const row of rows) console.log(JSON.stringify(row));
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
