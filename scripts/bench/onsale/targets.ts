/**
 * The dates of bench:onsale: a general-admission date of the demo programme given BENCH_PLACES free
 * places, and a seated one with its free seats as they are; afterwards, what was sold against them.
 */
import type pg from 'pg';
import type { Target } from './buyer';

type ShopGroup = {
  id: number;
  seat_group: string;
  timeslots: unknown[];
  prices: { sale_type_id: number; price: string }[];
};

/**
 * Tickets of a seat group that count now: ordered lines, paid (no expiry) or held until the payment
 * deadline; a cancelled line's expiry is in the past.
 */
const COUNTED = `coalesce((select sum(r.quantity) from ticket_reservations r
  where r.seat_group_id = $1 and r.order_id is not null and (r.expires_at is null or r.expires_at > now())), 0)::int`;

async function seatsOf(db: pg.Client, groupId: number) {
  const { rows } = await db.query<{ seats: number; free: number }>(
    `select count(*)::int as seats,
       count(*) filter (where s.blocked_reason is null and not s.wheelchair and not s.companion
         and (s.reservation_id is null or not exists (select 1 from ticket_reservations r where r.id = s.reservation_id
           and ((r.order_id is not null and r.expires_at is null) or r.expires_at > now()))))::int as free
     from ticket_seats s where s.seat_group_id = $1`,
    [groupId],
  );
  return rows[0];
}

/** Upcoming bookable dates with an untimed seat group and a price above zero, as the shop lists them. */
async function* candidates(base: string) {
  for (let page = 1; page <= 10; page++) {
    const list = (await (await fetch(`${base}/de/api/events/?page=${page}&page_size=20`)).json()) as {
      results: { id_jet: number | null; status: string }[];
      next: string | null;
    };
    for (const event of list.results.filter((e) => e.id_jet && e.status !== 'cancelled')) {
      const res = await fetch(`${base}/api/shop-offers/${event.id_jet}/`);
      if (res.status !== 200) continue;
      const { offer } = (await res.json()) as { offer?: { seat_groups: ShopGroup[] } };
      for (const group of offer?.seat_groups ?? [])
        if (!group.timeslots.length && group.prices.some((p) => Number(p.price) > 0))
          yield {
            idJet: event.id_jet!,
            group,
            saleTypeId: group.prices.find((p) => Number(p.price) > 0)!.sale_type_id,
          };
    }
    if (!list.next) return;
  }
}

export async function findTargets(
  base: string,
  db: pg.Client,
  { buyers, seatedShare }: { buyers: number; seatedShare: number },
): Promise<Target[]> {
  let general: Target | undefined;
  let seated: Target | undefined;
  for await (const c of candidates(base)) {
    const { seats, free } = await seatsOf(db, c.group.id);
    const base = { idJet: c.idJet, seatGroup: c.group.seat_group, groupId: c.group.id, saleTypeId: c.saleTypeId };
    if (!seats && !general) general = { kind: 'general admission', ...base, places: 0, buyers: 0, before: 0 };
    // Three seats a buyer on average; four fifths of the free seats, so best available still finds neighbours.
    if (seats && !seated && seatedShare > 0 && free >= 20)
      seated = {
        kind: 'seated',
        ...base,
        places: free,
        buyers: Math.min(Math.round(buyers * seatedShare), Math.floor((free * 0.8) / 3)),
        before: 0,
      };
    if (general && (seated || seatedShare <= 0)) break;
  }
  if (!general) throw new Error('no general-admission date with an untimed seat group in the demo programme');
  general.buyers = buyers - (seated?.buyers ?? 0);
  return seated ? [general, seated] : [general];
}

/** Gives the general-admission date `places` free places and notes what counted before the rush. */
export async function givePlaces(db: pg.Client, targets: Target[], places: number) {
  for (const t of targets) {
    const { rows } = await db.query<{ counted: number; held: number }>(
      `select ${COUNTED} as counted, coalesce((select sum(r.quantity) from ticket_reservations r where r.seat_group_id = $1
         and ((r.order_id is not null and r.expires_at is null) or r.expires_at > now())), 0)::int as held`,
      [t.groupId],
    );
    t.before = rows[0].counted;
    if (t.kind === 'general admission') {
      await db.query('update ticket_seat_groups set capacity = $2 where id = $1', [t.groupId, rows[0].held + places]);
      t.places = places;
    }
  }
}

export type Sold = { target: Target; tickets: number; capacity: number; counted: number; oversold: number };

/** What each date sold in the rush, and how many places or seats were sold beyond what it had. */
export async function soldCounts(db: pg.Client, targets: Target[]): Promise<Sold[]> {
  const out: Sold[] = [];
  for (const target of targets) {
    const {
      rows: [row],
    } = await db.query<{ counted: number; capacity: number; doubled: number }>(
      `select ${COUNTED} as counted, g.capacity,
         (select count(*) from (select c.seat_id from ticket_codes c join ticket_reservations r on r.id = c.reservation_id
           where r.seat_group_id = $1 and c.seat_id is not null and c.cancelled_at is null
           group by c.seat_id having count(*) > 1) d)::int as doubled
       from ticket_seat_groups g where g.id = $1`,
      [target.groupId],
    );
    const limit = target.kind === 'seated' ? (await seatsOf(db, target.groupId)).seats : row.capacity;
    out.push({
      target,
      tickets: row.counted - target.before,
      capacity: limit,
      counted: row.counted,
      oversold: Math.max(0, row.counted - limit) + row.doubled,
    });
  }
  return out;
}
