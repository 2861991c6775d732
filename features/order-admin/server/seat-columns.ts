import 'server-only';

type Seat = { section: string; row: string; number: string };

/**
 * An order's seats as the CSV's three columns block, row and seat: the seat column lists one number
 * per seated ticket, separated by " | "; block and row hold their value once when it is the same for
 * every ticket ("Parkett", "5", "11 | 12"), else one per ticket in the same order, so the seats read
 * across. General admission: three empty cells.
 */
export function seatColumns(seats: Seat[]): [string, string, string] {
  const column = (values: string[]) => (new Set(values).size <= 1 ? (values[0] ?? '') : values.join(' | '));
  const block = column(seats.map((s) => s.section));
  const row = column(seats.map((s) => s.row));
  const number = seats.map((s) => s.number).join(' | ');
  return [block, row, number];
}
