import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { schema } from '@/lib/db';

/**
 * The SQL of a sales report: a few aggregate queries over the same lines, no query per row. Each
 * sold thing is one line: a ticket (its code, at its line's unit price; seats of a subscription
 * carry no price of their own) or a value voucher or subscription (the cart item). Money is summed
 * as numeric and turned into integer cents in SQL, never through floats.
 */

const {
  events,
  productions,
  refunds,
  ticketCartItems,
  ticketCodes,
  ticketOffers,
  ticketOrders,
  ticketPrices,
  ticketReservations,
  ticketSeatGroups,
  ticketSeats,
  ticketTimeslots,
} = schema;

export type ReportScope = { from: Date; to: Date; now: Date; production: number | null; lang: string };

/** An order still stands for the count: paid, or reserved and not past its payment deadline. */
const STANDING = sql.raw(
  `(o.status = 'paid' or (o.status = 'reserved' and (o.payment_due_at is null or o.payment_due_at > s.now)))`,
);
const BERLIN_DAY = (column: string) => sql.raw(`to_char(${column} at time zone 'Europe/Berlin', 'YYYY-MM-DD')`);
const IN_PERIOD = (column: string) => sql.raw(`(${column} >= s.t0 and ${column} < s.t1)`);

/** The lines (tickets and items) of the orders the period touches, with what counts of each. */
export function withFacts(scope: ReportScope, query: SQL): SQL {
  return sql`with s as (
    select ${scope.from.toISOString()}::timestamptz as t0, ${scope.to.toISOString()}::timestamptz as t1,
           ${scope.now.toISOString()}::timestamptz as now, ${scope.production}::int as prod, ${scope.lang}::text as lang
  ),
  touched as (
    -- Orders placed or paid in the period, or with a ticket admitted in it: nothing else is read.
    select o.id, o.status, o.payment_due_at, o.channel, o.created_at, o.paid_at
    from ${ticketOrders} o cross join s
    where ${IN_PERIOD('o.created_at')} or ${IN_PERIOD('o.paid_at')}
       or o.id in (select tc.order_id from ${ticketCodes} tc cross join s where ${IN_PERIOD('tc.checked_in_at')})
  ),
  lines as (
    select tc.order_id, 'ticket'::text as kind, p.name as price,
           case when r.item_id is null then (r.unit_price * 100)::bigint else 0 end as cents, 1 as qty,
           tc.cancelled_at is null as live, tc.checked_in_at, r.offer_id, e.production_id
    from ${ticketCodes} tc
    join touched t on t.id = tc.order_id
    join ${ticketReservations} r on r.id = tc.reservation_id
    join ${ticketPrices} p on p.id = r.price_id
    join ${ticketOffers} f on f.id = r.offer_id
    left join ${events} e on e.id_jet = f.id_jet
    union all
    select i.order_id, i.kind, i.kind, (i.unit_price * 100)::bigint * i.quantity, i.quantity, true, null, null, null
    from ${ticketCartItems} i join touched t on t.id = i.order_id
  ),
  facts as (
    select l.*, o.channel, o.created_at, o.paid_at,
           ${IN_PERIOD('o.created_at')} and ${STANDING} as counted,
           coalesce(${IN_PERIOD('o.paid_at')}, false) as booked,
           l.kind = 'ticket' and l.live and coalesce(${IN_PERIOD('l.checked_in_at')}, false) as checked
    from lines l join touched o on o.id = l.order_id cross join s
    where s.prod is null or l.production_id = s.prod
  ),
  rf as (
    select f.id, f.order_id, f.amount_cents, f.method, f.ticket_code_ids, f.created_at, o.channel
    from ${refunds} f join ${ticketOrders} o on o.id = f.order_id cross join s
    where f.status in ('succeeded', 'manual', 'paid_out') and ${IN_PERIOD('f.created_at')}
  ),
  refund_share as (
    -- Under a production filter a refund counts with the share, by price, of its tickets (or, for a
    -- refund naming none, of its order's lines) that belong to the production.
    select f.id, sum(x.cents) filter (where x.production_id = s.prod) as part, sum(x.cents) as whole
    from rf f cross join s
    join (
      select tc.id as code_id, tc.order_id, e.production_id,
             case when r.item_id is null then (r.unit_price * 100)::bigint else 0 end as cents
      from ${ticketCodes} tc
      join ${ticketReservations} r on r.id = tc.reservation_id
      join ${ticketOffers} fo on fo.id = r.offer_id
      left join ${events} e on e.id_jet = fo.id_jet
      where tc.order_id in (select order_id from rf)
      union all
      select null, i.order_id, null, (i.unit_price * 100)::bigint * i.quantity
      from ${ticketCartItems} i where i.order_id in (select order_id from rf)
    ) x on x.order_id = f.order_id
       and (jsonb_array_length(f.ticket_code_ids) = 0 or f.ticket_code_ids @> to_jsonb(x.code_id))
    where s.prod is not null
    group by f.id
  ),
  refund_rows as (
    select f.method, f.channel, f.created_at,
      case when s.prod is null then f.amount_cents::bigint
        else coalesce(round(f.amount_cents * rs.part::numeric / nullif(rs.whole, 0))::bigint, 0) end as cents
    from rf f cross join s left join refund_share rs on rs.id = f.id
  )
  ${query}`;
}

/** Per Berlin day: orders and tickets by order day, revenue by payment day, refunds, check-ins. */
const daysQuery = sql`
  select day, count(distinct ord)::int as orders, coalesce(sum(tickets), 0)::int as tickets,
         coalesce(sum(revenue), 0)::bigint as revenue_cents, coalesce(sum(refunded), 0)::bigint as refunded_cents,
         coalesce(sum(checks), 0)::int as check_ins
  from (
    select ${BERLIN_DAY('created_at')} as day, order_id as ord, case when live and kind = 'ticket' then qty else 0 end as tickets,
           0::bigint as revenue, 0::bigint as refunded, 0 as checks from facts where counted
    union all select ${BERLIN_DAY('paid_at')}, null, 0, cents, 0, 0 from facts where booked
    union all select ${BERLIN_DAY('checked_in_at')}, null, 0, 0, 0, 1 from facts where checked
    union all select ${BERLIN_DAY('created_at')}, null, 0, 0, cents, 0 from refund_rows
  ) x group by day order by day`;

const productionsQuery = sql`
  select f.production_id, coalesce(nullif(p.title ->> s.lang, ''), p.title ->> 'de', '') as title,
         (count(distinct f.offer_id) filter (where f.kind = 'ticket'))::int as dates,
         coalesce(sum(f.qty) filter (where f.counted and f.live and f.kind = 'ticket'), 0)::int as tickets,
         coalesce(sum(f.cents) filter (where f.booked), 0)::bigint as revenue_cents,
         (count(*) filter (where f.checked))::int as check_ins
  from facts f cross join s left join ${productions} p on p.id = f.production_id
  group by f.production_id, p.title, s.lang
  order by revenue_cents desc, tickets desc, title`;

const pricesQuery = sql`
  select kind, price,
         coalesce(sum(qty) filter (where counted and live), 0)::int as tickets,
         coalesce(sum(cents) filter (where booked), 0)::bigint as revenue_cents
  from facts group by kind, price
  having bool_or(counted) or bool_or(booked)
  order by revenue_cents desc, tickets desc, price`;

/**
 * Per channel: the part of an order paid with voucher credit counts under 'voucher' (shared pro rata
 * over the order's lines when a production is chosen, rounded once per order), the rest under the
 * order's channel; refunds given back as voucher credit count under 'voucher'.
 */
const channelCtes = sql`, per_order as (
    select order_id, channel, bool_or(counted) as counted, bool_or(booked) as booked,
           coalesce(sum(qty) filter (where counted and live and kind = 'ticket'), 0) as tickets,
           coalesce(sum(cents) filter (where booked), 0) as cents
    from facts group by order_id, channel
  ),
  split as (
    select p.*, case when p.booked and o.total > 0 then round(p.cents * o.voucher_amount / o.total)::bigint else 0 end as credit
    from per_order p join ${ticketOrders} o on o.id = p.order_id
  ),
  refunded as (
    select case when method = 'voucher' then 'voucher' else channel end as channel, sum(cents) as cents
    from refund_rows group by 1
  ),
  sums as (
    select channel, (count(*) filter (where counted))::int as orders, sum(tickets)::int as tickets,
           coalesce(sum(cents - credit) filter (where booked), 0)::bigint as revenue_cents
    from split group by channel
    union all
    select 'voucher', (count(*) filter (where credit > 0))::int, null, coalesce(sum(credit), 0)::bigint from split
  )`;

const channelsQuery = sql`
  select c.channel, coalesce(sums.orders, 0) as orders,
         case when c.channel = 'voucher' then null else coalesce(sums.tickets, 0) end as tickets,
         coalesce(sums.revenue_cents, 0)::bigint as revenue_cents, coalesce(refunded.cents, 0)::bigint as refunded_cents
  from (values ('online', 1), ('box_office', 2), ('voucher', 3)) as c(channel, pos)
  left join sums on sums.channel = c.channel left join refunded on refunded.channel = c.channel
  order by c.pos`;

const json = (query: SQL) => sql`(select coalesce(json_agg(x), '[]'::json) from (${query}) x)`;

/** The four tables drawn from the lines in one statement, so the lines are read once: JSON arrays. */
export const tablesQuery = sql`${channelCtes}
  select ${json(daysQuery)} as days, ${json(productionsQuery)} as productions,
         ${json(pricesQuery)} as prices, ${json(channelsQuery)} as channels`;

/**
 * The dates of the period (starting in it, or with tickets ordered in it) and each one's state now:
 * capacity (seat groups without timeslots, timeslots, seats of a plan not blocked), places counted
 * (ordered or held in a cart, as the box office counts them), tickets sold and checked in.
 */
export function datesQuery(scope: ReportScope): SQL {
  return sql`with s as (
    select ${scope.from.toISOString()}::timestamptz as t0, ${scope.to.toISOString()}::timestamptz as t1,
           ${scope.now.toISOString()}::timestamptz as now, ${scope.production}::int as prod, ${scope.lang}::text as lang
  ),
  d as (
    select f.id, f.id_jet, f.date_start, e.production_id,
           coalesce(nullif(f.title ->> s.lang, ''), nullif(f.title ->> 'de', ''), e.title ->> 'de', '') as title
    from ${ticketOffers} f cross join s left join ${events} e on e.id_jet = f.id_jet
    where (s.prod is null or e.production_id = s.prod)
      and (${IN_PERIOD('f.date_start')} or f.id in (
        select r.offer_id from ${ticketReservations} r join ${ticketOrders} o on o.id = r.order_id
        where ${IN_PERIOD('o.created_at')}))
  ),
  codes as (
    select r.offer_id,
           (count(*) filter (where tc.cancelled_at is null and ${STANDING}))::int as sold,
           (count(*) filter (where tc.cancelled_at is null and tc.checked_in_at is not null))::int as checked_in
    from ${ticketCodes} tc join ${ticketReservations} r on r.id = tc.reservation_id
    join ${ticketOrders} o on o.id = tc.order_id cross join s
    where r.offer_id in (select id from d)
    group by r.offer_id
  )
  select d.id_jet, d.title, d.date_start as start, d.production_id,
    (coalesce((select sum(g.capacity) from ${ticketSeatGroups} g where g.offer_id = d.id
        and not exists (select 1 from ${ticketTimeslots} t where t.seat_group_id = g.id)), 0)
     + coalesce((select sum(t.capacity) from ${ticketTimeslots} t join ${ticketSeatGroups} g on g.id = t.seat_group_id
        where g.offer_id = d.id), 0)
     + (select count(*) from ${ticketSeats} x where x.offer_id = d.id and x.blocked_reason is null))::int as capacity,
    coalesce((select sum(r.quantity) from ${ticketReservations} r cross join s
      where r.seat_group_id in (select g.id from ${ticketSeatGroups} g where g.offer_id = d.id)
        and ((r.order_id is not null and r.expires_at is null) or r.expires_at > s.now)), 0)::int as counted,
    coalesce(c.sold, 0) as sold, coalesce(c.checked_in, 0) as checked_in
  from d left join codes c on c.offer_id = d.id
  order by d.date_start nulls last, d.id_jet`;
}

/** Productions that sell tickets: the page's production filter. */
export function productionOptionsQuery(lang: string): SQL {
  return sql`select distinct p.id, coalesce(nullif(p.title ->> ${lang}::text, ''), p.title ->> 'de', '') as title
    from ${productions} p join ${events} e on e.production_id = p.id join ${ticketOffers} f on f.id_jet = e.id_jet
    order by title`;
}
