import type { TicketSeat } from '@/features/box-office/types';

/**
 * What the gate answers for a scanned ticket (POST /api/check-in/). Isomorphic: the staff check-in
 * page shows it, the server decides it (server/check-in.ts).
 *
 * - admitted: the ticket was valid and is now marked used.
 * - already: used before (a second scan); checked_in_at / checked_in_by say when and by whom.
 * - invalid: malformed, forged or altered code (signature wrong), or a code this box office never issued.
 * - cancelled / expired: the order no longer stands, or the ticket itself was cancelled (cancelled_at); not admitted.
 * - unconfirmed: the order still waits for the buyer's e-mail confirmation or the online payment.
 * - unpaid: confirmed, to be paid at the museum: staff collect amount_due, mark the order paid, then scan again.
 * - other_day: valid, but for another day (Berlin); admitted only when staff confirm (force).
 */
export type CheckInOutcome =
  'admitted' | 'already' | 'invalid' | 'cancelled' | 'expired' | 'unconfirmed' | 'unpaid' | 'other_day';

export type CheckInTicket = {
  /** The plain ticket number (LND-XXXX-XXXX). */
  number: string;
  order_id: number;
  order_code: string;
  buyer_name: string;
  event_title: string;
  /** ISO date-times: the date, and the timeslot when the seat group has one. */
  date_start: string | null;
  time_start: string | null;
  time_end: string | null;
  seat_group_text: string;
  price_text: string;
  /** Seated dates: the ticket's block (section), row and seat number; null for general admission. */
  seat: TicketSeat | null;
  /** Set for the seats of a subscription: the item's title. */
  subscription: string | null;
  /** What the buyer still owes (decimal string). */
  amount_due: string;
  checked_in_at: string | null;
  checked_in_by: string | null;
  /** The ticket alone was cancelled (refunded): the gate refuses it with result 'cancelled'. */
  cancelled_at?: string | null;
};

export type CheckInResult = {
  result: CheckInOutcome;
  /** True only for 'admitted' (this scan let the visitor in). */
  admitted: boolean;
  ticket: CheckInTicket | null;
  /** An English sentence for logs and API clients; the page shows its own translated text per result. */
  message: string;
};
