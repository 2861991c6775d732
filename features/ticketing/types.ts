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
