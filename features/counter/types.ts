/** A price of a counter row: what the seller taps. */
type CounterPrice = { sale_type_id: number; text: string; price: string; cents: number };

/** A seat group (or one timeslot of it) of today's date, with the places left now. */
export type CounterRow = {
  seat_group: string;
  seat_group_text: string;
  block_id: number | null;
  time_start: string | null;
  time_end: string | null;
  seated: boolean;
  on_sale: boolean;
  capacity: number;
  left: number;
  prices: CounterPrice[];
};

/** One of today's dates as the door and the counter see it. */
export type TodayDate = {
  id_jet: number;
  title: string;
  date_start: string | null;
  cancelled: boolean;
  /** Tickets of standing orders (not cancelled or expired). */
  sold: number;
  checked_in: number;
  capacity: number;
  left: number;
  rows: CounterRow[];
};

export type CounterSaleResult = {
  code: string;
  total: string;
  total_cents: number;
  change_cents: number | null;
  payment: 'cash' | 'card';
  tickets: number;
  result_url: string;
};
