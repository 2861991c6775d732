import 'server-only';
import { sql } from 'drizzle-orm';
import { db, rowsOf, type Db } from '@/lib/db';
import { availabilityState, type AvailabilityState } from '../availability-state';

/** What the programme list, the event page and the booking widget say about one date's places. */
export type DateAvailability = {
  id_jet: number;
  /** Places left on sale at `now`, over every seat group (and timeslot) on sale. */
  left: number;
  state: AvailabilityState;
  /** Places left per seat group code, so the widget offers no '+' beyond them. */
  groups: Record<string, number>;
};

/**
 * Places left of many dates at once at `now`, counted as the cart counts them: a reservation line
 * takes its places while it counts (held and not expired, or ordered and not cancelled; the SQL
 * function ticket_line_counts). Seated groups count their free seats that are not blocked; timed
 * groups their timeslots on sale that have not ended. One statement for a whole list page. A
 * snapshot for display: the cart checks again under the row lock before it sells anything.
 * Dates without an offer are left out.
 */
export async function datesAvailability(idJets: number[], now: Date, database: Db = db()): Promise<DateAvailability[]> {
  const ids = [...new Set(idJets)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (!ids.length) return [];
  const at = now.toISOString();
  const result = await database.execute(sql`
    with g as (
      select o.id_jet, g.id, g.seat_group, g.capacity,
             exists (select 1 from ticket_seats s where s.seat_group_id = g.id) as seated,
             exists (select 1 from ticket_timeslots t where t.seat_group_id = g.id) as timed
        from ticket_offers o join ticket_seat_groups g on g.offer_id = o.id
       where o.id_jet = any(${`{${ids.join(',')}}`}::integer[]) and g.status <> '0'
    ), targets as (
      select g.id_jet, g.seat_group,
             case when g.seated then
               (select count(*)::integer from ticket_seats s left join ticket_reservations r on r.id = s.reservation_id
                 where s.seat_group_id = g.id and s.blocked_reason is null
                   and not coalesce(ticket_line_counts(r.order_id, r.expires_at, ${at}::timestamptz), false))
             else g.capacity - (select coalesce(sum(r.quantity), 0)::integer from ticket_reservations r
                 where r.seat_group_id = g.id and r.timeslot_id is null
                   and ticket_line_counts(r.order_id, r.expires_at, ${at}::timestamptz))
             end as free
        from g where not g.timed
      union all
      select g.id_jet, g.seat_group,
             t.capacity - (select coalesce(sum(r.quantity), 0)::integer from ticket_reservations r
                 where r.timeslot_id = t.id and ticket_line_counts(r.order_id, r.expires_at, ${at}::timestamptz))
        from g join ticket_timeslots t on t.seat_group_id = g.id
       where g.timed and t.status <> '0' and (t.time_end is null or t.time_end > ${at}::timestamptz)
    )
    select id_jet, seat_group, sum(greatest(free, 0))::integer as free from targets group by id_jet, seat_group`);
  const byDate = new Map<number, DateAvailability>();
  for (const row of rowsOf<{ id_jet: number; seat_group: string; free: number | string }>(result)) {
    const idJet = Number(row.id_jet);
    const date = byDate.get(idJet) ?? { id_jet: idJet, left: 0, state: 'soldOut', groups: {} };
    const free = Math.max(0, Number(row.free));
    date.groups[row.seat_group] = free;
    date.left += free;
    byDate.set(idJet, date);
  }
  for (const date of byDate.values()) date.state = availabilityState(date.left);
  return ids.flatMap((id) => byDate.get(id) ?? []);
}
