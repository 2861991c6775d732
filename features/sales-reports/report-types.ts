import type { ReportTable } from './schemas';

/**
 * One sales report. Counting rules (said on the page and in README):
 * - tickets and orders: tickets of paid and reserved (not expired) orders placed in the period,
 *   less cancelled tickets;
 * - revenue: what orders were worth whose payment was booked in the period (paid_at), whatever
 *   happened to them later; refunds: refunds made in the period (succeeded, paid out, or to pay out
 *   by hand), so net revenue is revenue minus refunds;
 * - check-ins: tickets admitted at the gate in the period;
 * - per date: the state of each date now (capacity, sold, held in carts and unconfirmed orders, left).
 */
type SalesTotals = {
  orders: number;
  tickets: number;
  revenue_cents: number;
  refunded_cents: number;
  net_revenue_cents: number;
  check_ins: number;
};

export type DayRow = {
  day: string;
  orders: number;
  tickets: number;
  revenue_cents: number;
  refunded_cents: number;
  check_ins: number;
};

/** production_id null: dates without a production, value vouchers and subscriptions. */
export type ProductionRow = {
  production_id: number | null;
  title: string;
  dates: number;
  tickets: number;
  revenue_cents: number;
  check_ins: number;
};

export type DateRow = {
  id_jet: number;
  title: string;
  start: string | null;
  production_id: number | null;
  capacity: number;
  sold: number;
  held: number;
  left: number;
  /** sold / capacity in percent, one decimal; null without capacity. */
  used_pct: number | null;
  checked_in: number;
};

/** kind 'ticket' rows are price types; 'voucher' and 'subscription' the products sold without a date. */
export type PriceRow = {
  kind: 'ticket' | 'voucher' | 'subscription';
  price: string;
  tickets: number;
  revenue_cents: number;
};

/** 'voucher': the part of orders paid with voucher credit (and refunds given back as credit). */
export type ChannelRow = {
  channel: 'online' | 'box_office' | 'voucher';
  orders: number;
  tickets: number | null;
  revenue_cents: number;
  refunded_cents: number;
};

export type ProductionOption = { id: number; title: string };

export type SalesReport = {
  period: { from: string; to: string };
  production: number | null;
  totals: SalesTotals;
  results: DayRow[];
  by_production: ProductionRow[];
  by_date: DateRow[];
  by_price: PriceRow[];
  by_channel: ChannelRow[];
  /** The counting rules in words (English), for whoever reads the JSON. */
  rules: Record<'tickets' | 'revenue' | 'refunds' | 'check_ins' | 'dates', string>;
  tables: readonly ReportTable[];
};
