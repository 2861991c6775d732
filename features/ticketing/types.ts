/** SPEC 3 shapes the booking widget and the events read. All texts are already in the page's language. */

export type TicketPriceItem = {
  id: number;
  /** Decimal string such as "12.00". */
  price: string;
  sale_type_id: number;
  seat_group: string;
  text: string;
  name: string;
  has_discounts: boolean;
};

export type Timeslot = {
  id: number;
  status: string;
  /** ISO date-times. */
  time_start: string;
  time_end: string;
  block_id: number;
};

export type SeatGroup = {
  id: number;
  seat_group: string;
  status: string;
  text: string;
  prices: TicketPriceItem[];
  timeslots: Timeslot[];
};

/** SPEC 3 'Current event data' minus ticket_url, which the event itself holds. */
export type TicketOffer = {
  id_jet: number;
  date_start: string | null;
  seat_groups: SeatGroup[];
  /** Every price of every seat group, flat (the sticky navigation checks for prices above 0.00). */
  prices: TicketPriceItem[];
};

/** SPEC 3 'Selected ticket'. */
export type SelectedTicket = {
  ticket: { id: number; seat_group: string; sale_type_id: number; block_id?: number | null };
  amount: number;
};

/** SPEC 3 'Cart response'. */
export type CartResponse = { tickets_quantity: number; cart_url: string };

/** The name by which the ticket system marks the full price of a seat group. */
export const FULL_PRICE_NAME = 'Vollpreis';

/** How long a reservation holds seats, and how long the badge cookies live (SPEC 9). */
export const RESERVATION_MINUTES = 15;

/** One line of the cart as GET /api/shop-cart/ returns it. */
export type CartLine = {
  id: number;
  id_jet: number;
  event_title: string;
  date_start: string | null;
  seat_group: string;
  seat_group_text: string;
  sale_type_id: number;
  price_text: string;
  unit_price: string;
  quantity: number;
  time_start: string | null;
  time_end: string | null;
  block_id: number | null;
  expires_at: string;
  expired: boolean;
};

export type CartView = {
  lines: CartLine[];
  tickets_quantity: number;
  /** Earliest expiry of the held lines; null when nothing is held. */
  expires_at: string | null;
  total: string;
  cart_url: string;
  is_shop_online: boolean;
  now: string;
};

export type OrderTicket = {
  code: string;
  id_jet: number;
  event_title: string;
  date_start: string | null;
  seat_group_text: string;
  price_text: string;
  unit_price: string;
  time_start: string | null;
  time_end: string | null;
};

export type OrderView = {
  code: string;
  status: 'reserved' | 'paid' | 'cancelled';
  buyer_name: string;
  email: string;
  locale: string;
  total: string;
  created_at: string;
  tickets: OrderTicket[];
};
