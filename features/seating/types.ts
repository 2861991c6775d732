/** Shapes of the seating API (GET /api/shop-seating/{event_jet_id}/), documented in the README. */

export type SeatStatus = 'free' | 'held' | 'sold' | 'blocked';

export type MapSeat = {
  id: number;
  /** The block of the plan (stalls, gallery). */
  section: string;
  row: string;
  number: string;
  seat_group: string;
  status: SeatStatus;
  /** Position on the plan in grid cells. */
  x: number;
  y: number;
  wheelchair: boolean;
  companion: boolean;
  restricted: boolean;
};

export type SeatMap = {
  event_jet_id: number;
  plan_name: string;
  /** Size of the plan in grid cells. */
  width: number;
  height: number;
  /** block_id n of a best-available request keeps to the n-th block. */
  sections: { block_id: number; name: string }[];
  /** `price`: the full price a seat's name gives; `price_from`: the lowest (discounts), for the legend. */
  seat_groups: {
    seat_group: string;
    text: string;
    category: string;
    color: string;
    price: string | null;
    price_from: string | null;
  }[];
  seats: MapSeat[];
};

/** Who holds a seat, as the staff's seat desk shows it (GET /api/seating/{event_jet_id}/). */
export type DeskHolder =
  | {
      kind: 'order';
      order_id: number;
      order_code: string;
      buyer_name: string;
      order_status: string;
      /** Ticket numbers whose seat this is (ticket_codes.seat_id). */
      tickets: string[];
    }
  | { kind: 'cart'; expires_at: string };

export type DeskSeat = MapSeat & {
  blocked_reason: string | null;
  blocked_by: string | null;
  holder: DeskHolder | null;
};

/** A seated date's plan for staff: every seat's state, why it is blocked and who holds it. */
export type SeatDeskMap = Omit<SeatMap, 'seats'> & {
  title: string;
  date_start: string | null;
  /** The event date in the back office (its offer form), when there is one. */
  event_id: number | null;
  seats: DeskSeat[];
};
