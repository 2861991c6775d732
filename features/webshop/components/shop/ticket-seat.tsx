import { seatRows, type SeatTranslate } from '@/features/box-office';
import type { TicketSeat } from '@/features/box-office/types';
import styles from './ticket-seat.module.css';

export type SeatLabels = { block: string; row: string; number: string };

/**
 * One ticket's seat as three labelled values ("Block Parkett · Reihe 5 · Platz 12"), for the order
 * page and the account. No hooks: the caller hands over the labels in the page's language.
 */
export function SeatFacts({ seat, labels }: { seat: TicketSeat; labels: SeatLabels }) {
  return (
    <dl className={styles.seat} data-testid="ticket-seat">
      <div>
        <dt>{labels.block}</dt>
        <dd>{seat.section}</dd>
      </div>
      <div>
        <dt>{labels.row}</dt>
        <dd>{seat.row}</dd>
      </div>
      <div>
        <dt>{labels.number}</dt>
        <dd>{seat.number}</dd>
      </div>
    </dl>
  );
}

/** The seats of a line, one text per block and row ("Parkett, Reihe 5, Plätze 11, 12"); nothing without seats. */
export function SeatList({ seats, t, label }: { seats: Omit<TicketSeat, 'id'>[]; t: SeatTranslate; label: string }) {
  if (!seats.length) return null;
  return (
    <ul className={styles.seats} aria-label={label} data-testid="line-seats">
      {seatRows(t, seats).map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}
