import type { TicketSeat } from './types';

/**
 * A translator of the TicketSeat messages (next-intl's useTranslations, getTranslations or
 * createTranslator for that namespace): the seat texts read alike in the cart, on the order page,
 * in the mail, on the PDF and at the gate.
 */
export type SeatTranslate = (key: 'seat' | 'seats', values: Record<string, string | number>) => string;

type Seat = Pick<TicketSeat, 'section' | 'row' | 'number'>;

/** One seat in words: "Parkett, Reihe 5, Platz 12" (the block is the plan's own name). */
export const seatText = (t: SeatTranslate, seat: Seat) =>
  t('seat', { section: seat.section, row: seat.row, number: seat.number });

const byNumber = new Intl.Collator('de', { numeric: true });

/**
 * Several seats, one text per block and row in the order they first appear, the numbers sorted:
 * "Parkett, Reihe 5, Plätze 11, 12". A single seat reads as seatText does.
 */
export function seatRows(t: SeatTranslate, seats: Seat[]): string[] {
  const rows = new Map<string, { section: string; row: string; numbers: string[] }>();
  for (const seat of seats) {
    const key = JSON.stringify([seat.section, seat.row]);
    const group = rows.get(key) ?? { section: seat.section, row: seat.row, numbers: [] };
    group.numbers.push(seat.number);
    rows.set(key, group);
  }
  return [...rows.values()].map(({ section, row, numbers }) =>
    numbers.length === 1
      ? seatText(t, { section, row, number: numbers[0] })
      : t('seats', { section, row, count: numbers.length, numbers: numbers.sort(byNumber.compare).join(', ') }),
  );
}
