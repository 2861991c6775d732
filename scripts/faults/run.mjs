/**
 * npm run test:faults — the production server on a real PostgreSQL under load, while
 *   1. PostgreSQL is stopped (every connection cut) and started again, and
 *   2. the server is killed with SIGKILL in the middle of checkouts and of Stripe payment webhooks
 *      (orders paid by card, through a local stand-in for api.stripe.com), started again, and every
 *      webhook delivered again as Stripe retries them (webhooks.mjs).
 * Prints what was answered, by phase and status; pages served while the database was down; orders
 * committed against confirmation mails written; the card orders' bookings; how long the site took to
 * recover. Exits 1 when a goal is missed (a 500, a hung request, a cached page not served while the
 * database is down, slow recovery, an order without its mail, a card payment lost or booked twice).
 * Loopback only, bounded in time (about 2 minutes after the build; it builds first when needed).
 * `npm test` (and so CI) runs it; it needs PostgreSQL's server programs (/usr/lib/postgresql). It runs
 * under tsx (`node --import tsx`, package.json) to share the tests' Stripe stand-in (tests/helpers).
 *
 * Settings: FAULTS_PORT (3190), FAULTS_PG_PORT (55452), FAULTS_PG_DIR (/tmp/museum-faults-pg),
 * FAULTS_DB_TIMEOUT_MS (5000), FAULTS_DOWN_SECONDS (10), FAULTS_VISITORS (4), FAULTS_BUYERS (4),
 * FAULTS_CARD_ORDERS (24).
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { pgCluster } from './postgres.mjs';
import { startServer, waitReady } from './server.mjs';
import { addOne, browse, buy, hit, recorder } from './load.mjs';
import { figures, printFigures } from './figures.mjs';
import { startStripeStandIn } from '../../tests/helpers/stripe-stand-in.ts';
import { bookings, cardOrders, deliverUntilKilled, isOk, paidEvents, redeliver } from './webhooks.mjs';

const port = Number(process.env.FAULTS_PORT ?? 3190);
const base = `http://127.0.0.1:${port}`;
const timeoutMs = Number(process.env.FAULTS_DB_TIMEOUT_MS ?? 5000);
const downSeconds = Number(process.env.FAULTS_DOWN_SECONDS ?? 10);
const dataDir = path.resolve('.data/faults');
const cluster = pgCluster({
  dir: process.env.FAULTS_PG_DIR ?? '/tmp/museum-faults-pg',
  port: Number(process.env.FAULTS_PG_PORT ?? 55452),
});
/** The running server, stopped when the script fails. */
let current;
/** The Stripe stand-in, closed when the script fails. */
let standIn;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Cached (ISR) pages, a page rendered for every request, and API reads.
const PAGES = ['/de', '/en', '/cs', '/de/programm/veranstaltungen', '/en/program/events'];
const BROWSING = [
  ...PAGES.map((p) => ({ kind: 'page (cached)', path: p })),
  { kind: 'page (per request)', path: '/de/webshop/cart' },
  { kind: 'api', path: '/de/api/events/?page_size=5' },
  { kind: 'api', path: '/api/opening-hours-today/' },
];

async function main() {
  console.log('[faults] PostgreSQL cluster', cluster.url());
  await cluster.init();
  await cluster.start();
  const admin = new pg.Client({ connectionString: cluster.url() });
  await admin.connect();
  await admin.query('create database museum_faults');
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const stripe = (standIn = await startStripeStandIn());

  const env = {
    PORT: String(port),
    DATABASE_URL: cluster.url('museum_faults'),
    DATA_DIR: dataDir,
    SITE_URL: base,
    DB_TIMEOUT_MS: String(timeoutMs),
    PROXY_CACHE_SECONDS: '1',
    // The load plays many buyers from one machine through X-Forwarded-For (see load.mjs).
    TRUSTED_PROXIES: '127.0.0.1,::1,::ffff:127.0.0.1',
    NEXT_TELEMETRY_DISABLED: '1',
    // Payment by card: the Stripe SDK talks to the stand-in; the webhooks are signed with its secret.
    ...stripe.settings(),
  };
  const log = path.join(path.dirname(dataDir), 'faults-server.log');
  rmSync(log, { force: true });
  console.log(`[faults] starting the production server on ${base} (builds first when needed; log: ${log})`);
  let server = (current = startServer({ env, log }));
  const firstStartMs = await waitReady(base, { child: server.child, timeoutMs: 900_000 });
  console.log(`[faults] server ready after ${(firstStartMs / 1000).toFixed(1)} s`);

  // The demo's own orders (sold seats of its seated dates) are not the run's: their mails were never queued.
  const seeded = await withDb(
    async (db) => (await db.query('select max(id) as id from ticket_orders')).rows[0].id ?? 0,
  );
  const offer = await bookableOffer();
  // Enough seats that the load never sells out (a sold-out date would end the checkouts).
  await withDb((db) =>
    db.query(
      `update ticket_seat_groups set capacity = 1000000 where offer_id = (select id from ticket_offers where id_jet = $1)`,
      [offer.id_jet],
    ),
  );

  // Orders paid by card, waiting for Stripe's webhook: it is delivered while the server is killed.
  const cardCodes = await cardOrders(base, offer, Number(process.env.FAULTS_CARD_ORDERS ?? 24));
  const events = paidEvents(stripe, cardCodes);

  const rec = recorder();
  // Every page once or twice first, so the cached ones are in Next's cache before the faults.
  for (let round = 0; round < 2; round++) for (const { kind, path: p } of BROWSING) await hit(rec, kind, base, p);

  const stop = { done: false };
  const orders = [];
  const workers = [
    ...Array.from({ length: Number(process.env.FAULTS_VISITORS ?? 4) }, (_, i) =>
      browse(rec, base, rotate(BROWSING, i), stop),
    ),
    ...Array.from({ length: Number(process.env.FAULTS_BUYERS ?? 4) }, (_, i) => buy(rec, base, offer, stop, i, orders)),
  ];
  const times = {};

  rec.setPhase('normal');
  await sleep(10_000);

  rec.setPhase('database down');
  await cluster.stop('fast');
  times.databaseStoppedAt = Date.now();
  await sleep(downSeconds * 1000);

  rec.setPhase('database back');
  await cluster.start();
  const back = Date.now();
  // Recovery: from the moment PostgreSQL accepts connections until the app answers from it again
  // (a cart write and the page rendered per request, asked every 50 ms).
  // The probes keep their cookies as a browser does (the shop's line counts a client by its pass).
  const probeJar = new Map();
  times.recovery = await Promise.all([
    untilOk(
      () =>
        addOne(
          null,
          'probe',
          base,
          offer,
          { origin: base, 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
          probeJar,
        ),
      back,
    ),
    untilOk(() => hit(null, 'probe', base, '/de/webshop/cart', { jar: probeJar }), back),
  ]);
  await sleep(8_000);

  rec.setPhase('server killed');
  // Stripe delivers the card orders' payment webhooks, four at a time; the kill comes after 3 s or
  // once half of them are answered, whichever is first, so several are in flight when it comes.
  const hooks = { done: false };
  const delivering = deliverUntilKilled(rec, base, stripe, events, hooks);
  for (const started = Date.now(); Date.now() - started < 3_000 && delivering.first.size < events.length / 2;)
    await sleep(50);
  hooks.done = true;
  const webhooksInFlight = delivering.state.inFlight;
  await server.kill9();
  times.killedAt = Date.now();
  await delivering.done;
  console.log(
    `[faults] server killed with SIGKILL during checkouts and ${webhooksInFlight} webhook deliveries; starting it again`,
  );
  server = current = startServer({ env, log });
  times.restartMs = await waitReady(base, { child: server.child, timeoutMs: 120_000 });
  times.restartedAt = Date.now();
  rec.setPhase('after restart');
  // What the crash left: every delivery answered 2xx before it must be booked.
  const bookedAtRestart = await withDb((db) => bookings(db, cardCodes));
  const [redelivered] = await Promise.all([redeliver(rec, base, stripe, events, delivering.first), sleep(8_000)]);

  stop.done = true;
  await Promise.all(workers);
  // Mails are written after the order's commit: give the last ones a moment.
  await sleep(2_000);
  const committed = await withDb((db) =>
    db.query('select code, created_at from ticket_orders where id > $1 order by created_at', [seeded]),
  );
  const written = () => (existsSync(path.join(dataDir, 'outbox')) ? readdirSync(path.join(dataDir, 'outbox')) : []);
  const unsent = (files) => committed.rows.filter((o) => !files.some((file) => file.includes(o.code))).length;
  // An order committed just before the SIGKILL has its mail queued in mail_outbox but not sent: the
  // restarted server's poll sends it once the owner's grace time (30 s, lib/mail-outbox.ts) has passed.
  // Wait for that (at most 60 s) instead of counting a queued mail as lost; the figures say how many.
  let mails = written();
  const late = { queuedAtCheck: unsent(mails), waitedMs: 0 };
  const waitFrom = Date.now();
  while (unsent(mails) > 0 && Date.now() - waitFrom < 60_000) {
    await sleep(1_000);
    mails = written();
  }
  late.waitedMs = Date.now() - waitFrom;
  times.lateMails = late;
  const [booked, invoiceNumbersTwice, acrossKill] = await withDb(async (db) => [
    await bookings(db, cardCodes),
    (await db.query('select number from invoices group by number having count(*) > 1')).rows.length,
    // Mails queued before the kill and not sent before it: claimed by the killed server (attempts > 1,
    // its lease had to run out), or left unclaimed by a request it cut off.
    (
      await db.query(
        `select count(*)::int as mails, count(*) filter (where attempts > 1)::int as reclaimed,
                count(*) filter (where status <> 'sent')::int as unsent,
                (extract(epoch from max(sent_at)) * 1000)::float8 as last_sent_at
           from mail_outbox where created_at < $1 and (sent_at is null or sent_at > $1)`,
        [new Date(times.killedAt)],
      )
    ).rows[0],
  ]);
  times.mailsAcrossKill = acrossKill;
  await server.stop();
  await cluster.stop('fast');
  await stripe.close();

  const webhooks = {
    orders: cardCodes.length,
    inFlightAtKill: webhooksInFlight,
    firstDelivery: delivering.first,
    answeredOkBeforeKill: cardCodes.filter((code) => isOk(delivering.first.get(code))),
    bookedAtRestart,
    redelivered,
    booked,
    sessions: new Map(cardCodes.map((code) => [code, stripe.sessionFor(code)])),
    invoiceNumbersTwice,
  };
  const result = figures({
    rows: rec.rows,
    committed: committed.rows,
    answered: orders,
    mails,
    times,
    timeoutMs,
    webhooks,
  });
  writeFileSync(path.join(path.dirname(dataDir), 'faults-report.json'), JSON.stringify(result, null, 2));
  const ok = printFigures(result);
  process.exit(ok ? 0 : 1);
}

/**
 * An upcoming demo date with an untimed general-admission seat group (no seat plan: its places can be
 * raised for the load) and a price (as the e2e tests pick one).
 */
async function bookableOffer() {
  const generalAdmission = new Set(
    (
      await withDb((db) =>
        db.query(
          'select id from ticket_seat_groups g where not exists (select 1 from ticket_seats s where s.seat_group_id = g.id)',
        ),
      )
    ).rows.map((row) => row.id),
  );
  for (let n = 1; n <= 5; n++) {
    const list = JSON.parse((await hit(null, 'setup', base, `/de/api/events/?page=${n}&page_size=20`)).body);
    for (const event of list.results.filter((e) => e.id_jet && e.status !== 'cancelled')) {
      const res = await hit(null, 'setup', base, `/api/shop-offers/${event.id_jet}/`);
      if (res.status !== 200) continue;
      const groups = JSON.parse(res.body).offer?.seat_groups ?? [];
      const group = groups.find((g) => !g.timeslots.length && g.prices.length && generalAdmission.has(g.id));
      if (group)
        return { id_jet: event.id_jet, seat_group: group.seat_group, sale_type_id: group.prices[0].sale_type_id };
    }
    if (!list.next) break;
  }
  throw new Error('no bookable date in the demo programme');
}

async function withDb(work) {
  const client = new pg.Client({ connectionString: cluster.url('museum_faults') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * When `ask` first answers 200 (asked every 50 ms, at most 30 s): `sentMs`, how long after `since`
 * that request was sent (the app's recovery), and `answeredMs`, when its answer arrived (with the
 * request's own time on this loaded machine).
 */
async function untilOk(ask, since) {
  while (Date.now() - since < 30_000) {
    const sent = Date.now();
    if ((await ask()).status === 200) return { sentMs: sent - since, answeredMs: Date.now() - since };
    await sleep(50);
  }
  return null;
}

const rotate = (list, by) => [...list.slice(by % list.length), ...list.slice(0, by % list.length)];

main().catch(async (error) => {
  console.error('[faults] failed:', error);
  await current?.kill9();
  await standIn?.close();
  await cluster.stop('immediate').catch(() => undefined);
  process.exit(2);
});
