/**
 * npm run bench:reports — how long the sales report (GET /api/reports/sales/ without HTTP) takes on an
 * in-memory PGlite: first on the demo data, then after BENCH_ORDERS (20,000) generated orders of two
 * tickets each over the last 365 days (every tenth cancelled, every tenth reserved, the rest paid; a
 * quarter of the tickets checked in, every fiftieth paid order half refunded). Capacity is not checked
 * while generating: only the report's query time is measured. Prints the median and the slowest of
 * BENCH_RUNS (5) runs for 30 days, one year, and one year of one production.
 */
import path from 'node:path';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { createTestDb } from '@/lib/db/testing';
import { closeDb, type Db } from '@/lib/db/client';
import { seedDemo } from '@/seed';
import { salesReport } from '@/features/sales-reports/server';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function time(database: Db, label: string, query: Parameters<typeof salesReport>[0]) {
  await salesReport(query, database); // warm-up: plans and caches
  const ms: number[] = [];
  let tickets = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const report = await salesReport(query, database);
    ms.push(performance.now() - started);
    tickets = report.totals.tickets;
  }
  ms.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} median ${ms[Math.floor(ms.length / 2)].toFixed(0).padStart(5)} ms   max ${ms
      .at(-1)!
      .toFixed(0)
      .padStart(5)} ms   (${tickets} tickets)`,
  );
}

/** Orders, their lines, ticket codes, check-ins and refunds, generated in a few statements. */
async function generate(database: Db, orders: number) {
  await database.execute(sql`insert into ticket_carts (token) values ('bench-reports')`);
  await database.execute(sql`
    with p as (
      select row_number() over (order by pr.id) as rn, pr.price
      from ticket_prices pr join ticket_seat_groups g on g.id = pr.seat_group_id
      where not exists (select 1 from ticket_timeslots t where t.seat_group_id = g.id)
    ), n as (select count(*) as c from p)
    insert into ticket_orders (code, cart_id, buyer_name, email, status, payment_provider, channel, total,
                               created_at, updated_at, paid_at)
    select 'BENCH-' || g, (select id from ticket_carts where token = 'bench-reports'), 'Bench', 'bench@example.org',
           case g % 10 when 0 then 'cancelled' when 1 then 'reserved' else 'paid' end, 'invoice',
           case when g % 3 = 0 then 'box_office' else 'online' end, p.price * 2, t.at, t.at,
           case when g % 10 > 1 then t.at + interval '1 hour' end
    from generate_series(1, ${orders}::int) g cross join n
    join p on p.rn = g % n.c + 1
    cross join lateral (select now() - ((g * 7919) % 525600) * interval '1 minute' as at) t`);
  await database.execute(sql`
    with p as (
      select row_number() over (order by pr.id) as rn, pr.id, pr.seat_group_id, g.offer_id, pr.price
      from ticket_prices pr join ticket_seat_groups g on g.id = pr.seat_group_id
      where not exists (select 1 from ticket_timeslots t where t.seat_group_id = g.id)
    ), n as (select count(*) as c from p)
    insert into ticket_reservations (cart_id, offer_id, seat_group_id, price_id, quantity, unit_price, order_id, expires_at)
    select o.cart_id, p.offer_id, p.seat_group_id, p.id, 2, p.price, o.id,
           case when o.status = 'cancelled' then o.created_at end
    from ticket_orders o cross join n join p on p.rn = substr(o.code, 7)::int % n.c + 1
    where o.code like 'BENCH-%'`);
  await database.execute(sql`
    insert into ticket_codes (order_id, reservation_id, code, checked_in_at)
    select r.order_id, r.id, 'BENCH-' || r.id || '-' || k,
           case when k = 1 and r.id % 2 = 0 then r.created_at + interval '1 day' end
    from ticket_reservations r join ticket_orders o on o.id = r.order_id cross join generate_series(1, 2) k
    where o.code like 'BENCH-%'`);
  await database.execute(sql`
    insert into refunds (order_id, amount_cents, method, status, idempotency_key, created_by, created_at)
    select o.id, (o.total * 50)::int, 'manual', 'manual', 'bench-' || o.id, 'bench', o.paid_at + interval '2 days'
    from ticket_orders o where o.code like 'BENCH-%' and o.status = 'paid' and o.id % 50 = 0`);
  await database.execute(sql`analyze`);
}

async function main() {
  process.env.DATA_DIR ??= path.join(os.tmpdir(), `museum-bench-reports-${process.pid}`);
  const database = await createTestDb();
  await seedDemo(database);
  const [production] = (
    (await database.execute(
      sql`select e.production_id as id from events e join ticket_offers f on f.id_jet = e.id_jet
          where e.production_id is not null group by 1 order by count(*) desc limit 1`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  const runAll = async (label: string) => {
    await time(database, `${label}: last 30 days`, { date_from: day(-29), date_to: day(0) });
    await time(database, `${label}: last 365 days`, { date_from: day(-364), date_to: day(0) });
    if (production)
      await time(database, `${label}: 365 days, production ${production.id}`, {
        date_from: day(-364),
        date_to: day(0),
        production: production.id,
      });
  };
  await runAll('demo data');
  const started = performance.now();
  await generate(database, ORDERS);
  console.log(`generated ${ORDERS} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await runAll(`${ORDERS} orders`);
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
