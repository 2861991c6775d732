import 'server-only';
import { db, rowsOf, type Db } from '@/lib/db';
import { addDays, berlinDay, startOfBerlinDay } from '@/lib/berlin-time';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import { reportTables, resolvePeriod, type SalesReportQuery } from '../schemas';
import type {
  ChannelRow,
  DateRow,
  DayRow,
  PriceRow,
  ProductionOption,
  ProductionRow,
  SalesReport,
} from '../report-types';
import { datesQuery, productionOptionsQuery, tablesQuery, withFacts, type ReportScope } from './report-sql';

const RULES: SalesReport['rules'] = {
  tickets:
    'Orders and tickets: paid and reserved (not expired) orders placed in the period (Berlin days, by order time); cancelled tickets do not count.',
  revenue:
    'Revenue: the value of orders whose payment was booked in the period (by payment time), whatever happened to them later; voucher credit used counts under the channel "voucher".',
  refunds:
    'Refunds: refunds made in the period that succeeded, were paid out or are to be paid out by hand; net revenue = revenue - refunds.',
  check_ins: 'Check-ins: tickets admitted at the gate in the period.',
  dates:
    'Dates: those starting in the period or with tickets ordered in it, each with its state now: capacity, sold (paid and reserved), held (carts and unconfirmed orders), left.',
};

const num = (v: unknown) => Number(v ?? 0);

/** Every day of the period, in order, with zeros where nothing happened. */
function everyDay(from: string, to: string, rows: DayRow[]): DayRow[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out: DayRow[] = [];
  for (let day = from; day <= to; day = addDays(day, 1))
    out.push(byDay.get(day) ?? { day, orders: 0, tickets: 0, revenue_cents: 0, refunded_cents: 0, check_ins: 0 });
  return out;
}

/** The sales report of a period (Berlin days) and optionally one production; see report-types.ts for the rules. */
export async function salesReport(
  query: Partial<Pick<SalesReportQuery, 'date_from' | 'date_to' | 'production' | 'lang'>>,
  database: Db = db(),
): Promise<SalesReport> {
  const now = ticketingHooks().now();
  const period = resolvePeriod(query, berlinDay(now));
  const scope: ReportScope = {
    from: startOfBerlinDay(period.from),
    to: startOfBerlinDay(addDays(period.to, 1)),
    now,
    production: query.production ?? null,
    lang: query.lang ?? 'de',
  };
  type Row = Record<string, unknown>;
  const run = async (q: ReturnType<typeof withFacts>) => rowsOf<Row>(await database.execute(q));
  const [[tables], dates] = await Promise.all([run(withFacts(scope, tablesQuery)), run(datesQuery(scope))]);
  const list = (v: unknown): Row[] => (typeof v === 'string' ? JSON.parse(v) : ((v as Row[] | null) ?? []));
  const [days, productions, prices, channels] = [tables.days, tables.productions, tables.prices, tables.channels].map(
    list,
  );
  const dayRows: DayRow[] = days.map((r) => ({
    day: String(r.day),
    orders: num(r.orders),
    tickets: num(r.tickets),
    revenue_cents: num(r.revenue_cents),
    refunded_cents: num(r.refunded_cents),
    check_ins: num(r.check_ins),
  }));
  const sum = (key: keyof Omit<DayRow, 'day'>) => dayRows.reduce((s, r) => s + r[key], 0);
  const revenue = sum('revenue_cents');
  const refunded = sum('refunded_cents');
  return {
    period,
    production: scope.production,
    totals: {
      orders: sum('orders'),
      tickets: sum('tickets'),
      revenue_cents: revenue,
      refunded_cents: refunded,
      net_revenue_cents: revenue - refunded,
      check_ins: sum('check_ins'),
    },
    results: everyDay(period.from, period.to, dayRows),
    by_production: productions.map((r): ProductionRow => ({
      production_id: r.production_id === null ? null : num(r.production_id),
      title: String(r.title ?? ''),
      dates: num(r.dates),
      tickets: num(r.tickets),
      revenue_cents: num(r.revenue_cents),
      check_ins: num(r.check_ins),
    })),
    by_date: dates.map((r): DateRow => {
      const capacity = num(r.capacity);
      const sold = num(r.sold);
      const counted = num(r.counted);
      return {
        id_jet: num(r.id_jet),
        title: String(r.title ?? ''),
        start: r.start ? new Date(r.start as string).toISOString() : null,
        production_id: r.production_id === null ? null : num(r.production_id),
        capacity,
        sold,
        held: Math.max(0, counted - sold),
        left: Math.max(0, capacity - Math.max(counted, sold)),
        used_pct: capacity > 0 ? Math.round((sold / capacity) * 1000) / 10 : null,
        checked_in: num(r.checked_in),
      };
    }),
    by_price: prices.map((r): PriceRow => ({
      kind: r.kind as PriceRow['kind'],
      price: String(r.price),
      tickets: num(r.tickets),
      revenue_cents: num(r.revenue_cents),
    })),
    by_channel: channels.map((r): ChannelRow => ({
      channel: r.channel as ChannelRow['channel'],
      orders: num(r.orders),
      tickets: r.tickets === null ? null : num(r.tickets),
      revenue_cents: num(r.revenue_cents),
      refunded_cents: num(r.refunded_cents),
    })),
    rules: RULES,
    tables: reportTables,
  };
}

/** Productions whose dates sell tickets, for the page's filter. */
export async function reportProductions(lang: string, database: Db = db()): Promise<ProductionOption[]> {
  const rows = rowsOf<{ id: number; title: string }>(await database.execute(productionOptionsQuery(lang)));
  return rows.map((r) => ({ id: num(r.id), title: String(r.title) }));
}
