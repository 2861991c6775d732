import 'server-only';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { rowsOf, schema, type Db } from '@/lib/db';

const { ticketSeats, ticketCodes } = schema;

/**
 * The seats of seated dates as the box office moves them (a seat belongs to the reservation line in
 * ticket_seats.reservation_id while that line counts; see migration 0017). Every write here runs
 * inside a transaction that holds the row lock of the seat's seat group.
 */

export type LineSeat = { id: number; lineId: number; section: string; row: string; number: string };

/** The seats the lines point at, in plan order. */
export async function seatsOfLines(database: Db, lineIds: number[]): Promise<LineSeat[]> {
  if (!lineIds.length) return [];
  const rows = await database
    .select({
      id: ticketSeats.id,
      lineId: ticketSeats.reservationId,
      section: ticketSeats.section,
      row: ticketSeats.row,
      number: ticketSeats.number,
    })
    .from(ticketSeats)
    .where(inArray(ticketSeats.reservationId, lineIds))
    .orderBy(asc(ticketSeats.rowIndex), asc(ticketSeats.col));
  return rows.map((s) => ({ ...s, lineId: s.lineId ?? 0 }));
}

/** Whether a seat group sells seats of a plan (then its lines need their seats to stand). */
export async function seatedGroups(database: Db, seatGroupIds: number[]): Promise<Set<number>> {
  if (!seatGroupIds.length) return new Set();
  const rows = await database
    .selectDistinct({ id: ticketSeats.seatGroupId })
    .from(ticketSeats)
    .where(inArray(ticketSeats.seatGroupId, seatGroupIds));
  return new Set(rows.map((r) => r.id));
}

/**
 * Seated lines keep their seats only while nobody else took them and they are on sale: a line that had
 * expired and whose seat went to another buyer, or that staff blocked meanwhile (a block does not clear
 * the pointer), has fewer seats than tickets. Returns the ids of such lines.
 */
export async function linesMissingSeats(database: Db, lines: { id: number; quantity: number; seatGroupId: number }[]) {
  const seated = await seatedGroups(
    database,
    lines.map((l) => l.seatGroupId),
  );
  const candidates = lines.filter((l) => seated.has(l.seatGroupId));
  if (!candidates.length) return [];
  const seats = await database
    .select({ lineId: ticketSeats.reservationId })
    .from(ticketSeats)
    .where(
      and(
        inArray(
          ticketSeats.reservationId,
          candidates.map((l) => l.id),
        ),
        isNull(ticketSeats.blockedReason),
      ),
    );
  return candidates.filter((l) => seats.filter((s) => s.lineId === l.id).length < l.quantity).map((l) => l.id);
}

/** Best available without the seat group's lock: the negative control of the race tests only. */
export async function bestSeatsUnlocked(
  database: Db,
  seatGroupId: number,
  n: number,
  section: string | null,
  now: Date,
  noSingle: boolean,
) {
  const rows = await database.execute<{ ids: number[] | null }>(
    sql`select ticket_best_seats(${seatGroupId}::integer, ${n}::integer, ${section}::text, ${now.toISOString()}::timestamptz, ${noSingle}::boolean) as ids`,
  );
  return rowsOf<{ ids: number[] | null }>(rows)[0]?.ids ?? null;
}

/**
 * Best available for a line already written (subscriptions), under the seat group's lock the caller
 * holds: assigns the seats to the line, or returns false when no connected seats are free.
 */
export async function assignBestSeats(tx: Db, lineId: number, seatGroupId: number, n: number, now: Date) {
  const ids = await bestSeatsUnlocked(tx, seatGroupId, n, null, now, false);
  if (!ids) return false;
  await giveSeats(tx, lineId, ids);
  return true;
}

export async function giveSeats(tx: Db, lineId: number, seatIds: number[]) {
  if (seatIds.length)
    await tx.update(ticketSeats).set({ reservationId: lineId }).where(inArray(ticketSeats.id, seatIds));
}

/** Lowering a seated line lets go of its last seats (plan order). */
export async function releaseSeatsBeyond(tx: Db, lineId: number, keep: number) {
  const seats = await seatsOfLines(tx, [lineId]);
  const extra = seats.slice(keep).map((s) => s.id);
  if (extra.length) await tx.update(ticketSeats).set({ reservationId: null }).where(inArray(ticketSeats.id, extra));
}

/**
 * At checkout each ticket code just issued (its id and line) of a seated line gets one of the line's
 * seats, in plan order, so the ticket, the PDF and the gate know the seat.
 */
export async function seatCodes(tx: Db, issued: { id: number; lineId: number }[]) {
  const codes = [...issued].sort((a, b) => a.id - b.id);
  const seats = await seatsOfLines(tx, [...new Set(codes.map((c) => c.lineId))]);
  for (const lineId of new Set(codes.map((c) => c.lineId))) {
    const own = seats.filter((s) => s.lineId === lineId);
    const lineCodes = codes.filter((c) => c.lineId === lineId);
    for (let i = 0; i < Math.min(own.length, lineCodes.length); i++)
      await tx.update(ticketCodes).set({ seatId: own[i].id }).where(eq(ticketCodes.id, lineCodes[i].id));
  }
}
