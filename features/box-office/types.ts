/** Shapes of docs/requirements.md §3 that the booking widget and the events read. All texts are already in the page's language. */

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

/** docs/requirements.md §3 'Current event data' minus ticket_url, which the event itself holds. */
export type TicketOffer = {
  id_jet: number;
  date_start: string | null;
  seat_groups: SeatGroup[];
  /** Every price of every seat group, flat (the sticky navigation checks for prices above 0.00). */
  prices: TicketPriceItem[];
};

/** docs/requirements.md §3 'Selected ticket'. */
export type SelectedTicket = {
  ticket: { id: number; seat_group: string; sale_type_id: number; block_id?: number | null };
  amount: number;
};

/** docs/requirements.md §3 'Cart response'. */
export type CartResponse = { tickets_quantity: number; cart_url: string };

/** The name by which the ticket system marks the full price of a seat group. */
export const FULL_PRICE_NAME = 'Vollpreis';

/** How long a reservation holds seats, and how long the badge cookies live (docs/requirements.md §9). */
export const RESERVATION_MINUTES = 15;

/** Stripe's payment page stays open at least 30 minutes: an online order must hold its seats longer. */
export const ONLINE_MIN_MINUTES = 32;

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
  /** Seated dates: the line's seats (block, row, number); empty for general admission. */
  seats: TicketSeat[];
};

/** A seat on a ticket or in the cart: the block (section) of the plan, the row and the seat number. */
export type TicketSeat = { id: number; section: string; row: string; number: string };

/** A subscription (with the dates whose seats it holds) or a value voucher in the cart. */
export type CartItem = {
  id: number;
  kind: 'subscription' | 'voucher';
  title: string;
  quantity: number;
  unit_price: string;
  dates: { id_jet: number; event_title: string; date_start: string | null; seat_group_text: string }[];
  /** A subscription whose seats are no longer held. */
  expired: boolean;
};

export type CartView = {
  lines: CartLine[];
  items: CartItem[];
  /** Extensions of a live hold still allowed (one per cart). */
  extensions_left: number;
  tickets_quantity: number;
  /** Earliest expiry of the held lines; null when nothing is held. */
  expires_at: string | null;
  total: string;
  cart_url: string;
  is_shop_online: boolean;
  now: string;
};

export type OrderTicket = {
  /** The signed code the QR code carries and the gate checks (number plus signature). */
  code: string;
  /** The ticket number alone, as staff read it out. */
  number: string;
  id_jet: number;
  event_title: string;
  date_start: string | null;
  seat_group_text: string;
  price_text: string;
  unit_price: string;
  time_start: string | null;
  time_end: string | null;
  checked_in_at: string | null;
  /** Cancelled (refunded) on its own or with its order: the ticket no longer admits. */
  cancelled_at?: string | null;
  /** Set for the seats of a subscription: the item's title. */
  subscription: string | null;
  /** Seated dates: the ticket's seat (block, row, number); null for general admission. */
  seat: TicketSeat | null;
  /** Where the date takes place: the venue's name and address in one line; null when it names none. */
  venue?: { name: string; address: string } | null;
};

/**
 * 'pending': waits for the e-mail confirmation or the online payment; 'reserved': confirmed, paid by
 * invoice or at the museum; 'paid'; 'cancelled'; 'expired': not confirmed or paid in time.
 */
export type OrderStatus = 'pending' | 'reserved' | 'paid' | 'cancelled' | 'expired';

/** How an order is paid: nothing to pay, by invoice or at the museum, or online. */
export type PaymentMethod = 'free' | 'invoice' | 'stripe';

export type OrderView = {
  code: string;
  status: OrderStatus;
  buyer_name: string;
  email: string;
  locale: string;
  /** Sum of tickets, subscriptions and vouchers bought. */
  total: string;
  /** Paid with voucher credit. */
  voucher_amount: string;
  /** What is left to pay: total minus voucher credit. */
  amount_due: string;
  payment_method: PaymentMethod | 'box-office';
  /** Until then a pending or reserved order holds its seats. */
  payment_due_at: string | null;
  confirmed: boolean;
  created_at: string;
  tickets: OrderTicket[];
  items: { kind: 'subscription' | 'voucher'; title: string; quantity: number; unit_price: string }[];
  /** Vouchers bought in this order (usable once it is paid). */
  vouchers: { code: string; value: string; balance: string; valid_until: string; usable: boolean }[];
  /** Voucher credit this order used, with what is left on that voucher. */
  redemptions: { code: string; amount: string; balance: string }[];
};

// The type of a form payload the shop reads (isomorphic, like the schema it is inferred from).
export type { TicketForm } from './schemas';
