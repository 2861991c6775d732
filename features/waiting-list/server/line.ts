import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { rowsOf, schema, type Db } from '@/lib/db';

const { waitingList: w, ticketReservations: r } = schema;

/** Entries that still hold a place in line: waiting, or holding an offer. */
export const IN_LINE = ['waiting', 'offered'] as const;

/** Serialises changes to one date's line (positions, offers) across requests and instances. */
export const lockLine = (tx: Db, offerId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`waiting-list:${offerId}`}))`);

/** Takes the date's line if no other transaction has it (the offer job skips a date another instance is at). */
export async function tryLockLine(tx: Db, offerId: number) {
  const result = await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtext(${`waiting-list:${offerId}`})) as locked`,
  );
  return !!rowsOf<{ locked: boolean }>(result)[0]?.locked;
}

/** The place among those still waiting (1 = next to be offered). */
export async function placeInLine(tx: Db, offerId: number, position: number, id: number) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(w)
    .where(and(eq(w.offerId, offerId), eq(w.status, 'waiting'), sql`(${w.position}, ${w.id}) < (${position}, ${id})`));
  return Number(row?.n ?? 0) + 1;
}

/**
 * Gives an offer's places back at `now`: the unordered lines of its cart for that date stop
 * counting (an expired line frees its seats without a further write).
 */
export async function releaseOfferedPlaces(tx: Db, entry: { cartId: number | null; offerId: number }, now: Date) {
  if (!entry.cartId) return;
  await tx
    .update(r)
    .set({ expiresAt: now, updatedAt: now })
    .where(and(eq(r.cartId, entry.cartId), eq(r.offerId, entry.offerId), isNull(r.orderId), gt(r.expiresAt, now)));
}
