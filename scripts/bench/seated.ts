/**
 * The seated part of npm run bench:cart (issue 49): best available on a 500-seat plan under 50
 * concurrent clients, the check that no seat was sold twice, and GET /api/shop-seating/{id}/ of that
 * plan (full answer and 304 with If-None-Match), called as Next calls the route handler.
 */
import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { rowsOf, schema, type Db } from '@/lib/db';
import { createOffer } from '@/features/ticket-offers/server';
import { addToCart } from '@/features/box-office/server';
import { seatPlanDocumentSchema } from '@/features/seating';
import { applySeatPlan } from '@/features/seating/server';
import { GET as seatingRoute } from '@/app/api/shop-seating/[idJet]/route';

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value: number) => +value.toFixed(1);

/** 20 rows of 25 seats with a centre aisle, categories A (front ten rows) and B: 500 seats. */
const plan = seatPlanDocumentSchema.parse({
  categories: [
    { code: 'A', name: { de: 'Kategorie A' } },
    { code: 'B', name: { de: 'Kategorie B' } },
  ],
  sections: [
    {
      name: 'Parkett',
      rows: Array.from({ length: 20 }, (_, r) => ({
        label: String(r + 1),
        seats: Array.from({ length: 25 }, (_, i) => ({
          col: i >= 12 ? i + 1 : i,
          number: String(i + 1),
          category: r < 10 ? 'A' : 'B',
        })),
      })),
    },
  ],
});

let jet = 760_000;

async function seatedDate(database: Db) {
  const idJet = ++jet;
  const { offerId } = await createOffer(database, {
    id_jet: idJet,
    title: { de: 'Der zerbrochne Krug' },
    seat_groups: ['A', 'B'].map((code) => ({
      seat_group: code,
      text: { de: `Kategorie ${code}` },
      capacity: 0,
      prices: [{ sale_type_id: 1, name: 'Vollpreis', price: '24.00' }],
    })),
  });
  const [row] = await database
    .insert(schema.seatPlans)
    .values({ name: `Bench ${idJet}`, plan })
    .returning({ id: schema.seatPlans.id });
  await database.transaction((tx) => applySeatPlan(tx as unknown as Db, offerId, row.id, new Date()));
  return idJet;
}

type Answer = { idJet: number; seatIds: number[] };

/**
 * 50 clients, each adding 1–4 seats of category A or B by best available `rounds` times; three rounds
 * per date (about three quarters of its 500 seats), then the next date, so the plan fills as in a sale.
 */
async function bestAvailable(database: Db, rounds: number) {
  const answers: Answer[] = [];
  const dates: number[] = [];
  const run = async (idJets: number[], timed: boolean) => {
    const times: number[] = [];
    let refused = 0;
    await Promise.all(
      Array.from({ length: 50 }, async (_, client) => {
        for (let round = 0; round < idJets.length; round++) {
          const idJet = idJets[round];
          const started = performance.now();
          try {
            const { seatIds } = await addToCart(
              { addressKey: null },
              {
                quantities: [((client + round) % 4) + 1],
                event_jet_id: idJet,
                sale_type_ids: [1],
                seat_group: client % 2 ? 'B' : 'A',
              },
            );
            if (timed) answers.push({ idJet, seatIds });
          } catch (error) {
            if ((error as { code?: unknown }).code !== -214) throw error;
            refused++;
          }
          if (timed) times.push(performance.now() - started);
        }
      }),
    );
    return { times, refused };
  };
  // Untimed first (connections, prepared statements, V8), as the general-admission run.
  await run([await seatedDate(database)], false);
  const idJets: number[] = [];
  for (let round = 0; round < rounds; round++) {
    if (round % 3 === 0) dates.push(await seatedDate(database));
    idJets.push(dates.at(-1)!);
  }
  const started = performance.now();
  const { times, refused } = await run(idJets, true);
  const perSecond = Math.round((times.length / (performance.now() - started)) * 1000);
  times.sort((a, b) => a - b);
  return { answers, dates, refused, perSecond, times };
}

/** Seat ids named by two successful answers, and (from the database) lines owning fewer seats than tickets. */
async function soldTwice(database: Db, answers: Answer[], dates: number[]) {
  const named = new Map<number, number>();
  for (const a of answers) for (const id of a.seatIds) named.set(id, (named.get(id) ?? 0) + 1);
  const twice = [...named.values()].filter((n) => n > 1).length;
  const [db] = rowsOf<{ lines_short: number; seats_owned: number; tickets: number }>(
    await database.execute(sql`with lines as (
        select r.id, r.quantity, (select count(*) from ticket_seats s where s.reservation_id = r.id)::int as seats
          from ticket_reservations r join ticket_offers o on o.id = r.offer_id
         where o.id_jet in (${sql.join(
           dates.map((d) => sql`${d}`),
           sql`, `,
         )}) and ticket_line_counts(r.order_id, r.expires_at, now()))
      select count(*) filter (where seats <> quantity)::int as lines_short, coalesce(sum(seats), 0)::int as seats_owned,
             coalesce(sum(quantity), 0)::int as tickets from lines`),
  );
  return { twice, ...db, answered: named.size };
}

/**
 * GET /api/shop-seating/{id}/ of a plan three quarters sold, full answers and 304s: one poller after
 * another (the latency of a poll), then 10 pollers at once (the same on a busy evening).
 */
async function seatMapLatency(idJet: number, requests: number) {
  const get = async (etag?: string) => {
    const req = new NextRequest(`http://localhost:3000/api/shop-seating/${idJet}/`, {
      headers: etag ? { 'if-none-match': etag } : {},
    });
    const res = await seatingRoute(req, { params: Promise.resolve({ idJet: String(idJet) }) });
    const body = await res.text();
    return { status: res.status, etag: res.headers.get('etag') ?? '', bytes: body.length };
  };
  const first = await get();
  if (first.status !== 200) throw new Error(`seat map answered ${first.status}`);
  const measure = async (pollers: number, etag?: string) => {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) await get(etag); // warm-up
    await Promise.all(
      Array.from({ length: pollers }, async () => {
        for (let i = 0; i < requests / pollers; i++) {
          const started = performance.now();
          const res = await get(etag);
          times.push(performance.now() - started);
          if (res.status !== (etag ? 304 : 200)) throw new Error(`seat map answered ${res.status}`);
        }
      }),
    );
    times.sort((a, b) => a - b);
    return { p50: ms(pct(times, 50)), p95: ms(pct(times, 95)), p99: ms(pct(times, 99)) };
  };
  return {
    seat_map_bytes: first.bytes,
    seat_map_requests: requests,
    seat_map_200: await measure(1),
    seat_map_304: await measure(1, first.etag),
    seat_map_200_10_pollers: await measure(10),
    seat_map_304_10_pollers: await measure(10, first.etag),
  };
}

export async function seatedRun(database: Db, rounds: number) {
  const run = await bestAvailable(database, rounds);
  const twice = await soldTwice(database, run.answers, run.dates);
  console.error(`seats sold twice: ${twice.twice}`);
  return {
    seated_adds: run.times.length,
    seated_refused: run.refused,
    seated_per_second: run.perSecond,
    seated_add_p50: ms(pct(run.times, 50)),
    seated_add_p95: ms(pct(run.times, 95)),
    seated_add_p99: ms(pct(run.times, 99)),
    seats_sold_twice: twice.twice,
    seats_check: {
      answered: twice.answered,
      owned: twice.seats_owned,
      tickets: twice.tickets,
      lines_short: twice.lines_short,
    },
    ...(await seatMapLatency(run.dates[0], 300)),
  };
}
