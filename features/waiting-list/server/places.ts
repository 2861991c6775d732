import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@/lib/db';

/** Where places of a date can be held: a seat group, or one timeslot of a timed seat group. */
export type PlaceTarget = {
  seatGroupId: number;
  timeslotId: number | null;
  seatGroup: string;
  seated: boolean;
  /** Places nobody holds or bought at `now`: free seats on a seated group (wheelchair places are chosen on the plan, so not counted). */
  free: number;
};

/**
 * Free places per target of one date at `now`, counted as the cart counts them: a reservation line
 * takes its places while it counts (held and not expired, or ordered and not cancelled; the SQL
 * function ticket_line_counts). Places held for a waiting-list offer are held lines like any other,
 * so they are neither sold to others nor counted as free. General admission comes before seated
 * groups, then the seat groups' order. A snapshot: the cart checks again under the row lock.
 */
export async function freeTargets(database: Db, offerId: number, now: Date): Promise<PlaceTarget[]> {
  const at = now.toISOString();
  const result = await database.execute(sql`
    with g as (
      select g.id, g.seat_group, g.position, g.capacity,
             exists (select 1 from ticket_seats s where s.seat_group_id = g.id) as seated,
             exists (select 1 from ticket_timeslots t where t.seat_group_id = g.id) as timed
        from ticket_seat_groups g
       where g.offer_id = ${offerId} and g.status <> '0'
    )
    select g.id as seat_group_id, null::integer as timeslot_id, g.seat_group, g.seated, g.position,
           case when g.seated then
             (select count(*)::integer from ticket_seats s left join ticket_reservations r on r.id = s.reservation_id
               where s.seat_group_id = g.id and s.blocked_reason is null and not s.wheelchair and not s.companion
                 and not coalesce(ticket_line_counts(r.order_id, r.expires_at, ${at}::timestamptz), false))
           else g.capacity - (select coalesce(sum(r.quantity), 0)::integer from ticket_reservations r
               where r.seat_group_id = g.id and r.timeslot_id is null
                 and ticket_line_counts(r.order_id, r.expires_at, ${at}::timestamptz))
           end as free
      from g where not g.timed
    union all
    select g.id, t.id, g.seat_group, false, g.position,
           t.capacity - (select coalesce(sum(r.quantity), 0)::integer from ticket_reservations r
               where r.timeslot_id = t.id and ticket_line_counts(r.order_id, r.expires_at, ${at}::timestamptz))
      from g join ticket_timeslots t on t.seat_group_id = g.id
     where g.timed and t.status <> '0' and (t.time_end is null or t.time_end > ${at}::timestamptz)
     order by seated, position, seat_group_id, timeslot_id nulls first`);
  return rowsOf<{
    seat_group_id: number;
    timeslot_id: number | null;
    seat_group: string;
    seated: boolean;
    free: number | string;
  }>(result).map((row) => ({
    seatGroupId: Number(row.seat_group_id),
    timeslotId: row.timeslot_id === null ? null : Number(row.timeslot_id),
    seatGroup: row.seat_group,
    seated: !!row.seated,
    free: Math.max(0, Number(row.free)),
  }));
}
