import 'server-only';
import { asc, eq, type SQL } from 'drizzle-orm';
import { db, schema } from '@/lib/db';

const { ticketOrders: orders, ticketCodes, ticketSeats } = schema;

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

/** The seats of the tickets of every order the filter matches, by order id, in plan order per order. */
export async function seatsOfOrders(filter: SQL | undefined): Promise<Map<number, Seat[]>> {
  const rows = await db()
    .select({
      orderId: ticketCodes.orderId,
      section: ticketSeats.section,
      row: ticketSeats.row,
      number: ticketSeats.number,
    })
    .from(ticketCodes)
    .innerJoin(orders, eq(orders.id, ticketCodes.orderId))
    .innerJoin(ticketSeats, eq(ticketSeats.id, ticketCodes.seatId))
    .where(filter)
    .orderBy(asc(ticketCodes.orderId), asc(ticketSeats.rowIndex), asc(ticketSeats.col));
  const byOrder = new Map<number, Seat[]>();
  for (const { orderId, ...seat } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), seat]);
  return byOrder;
}
