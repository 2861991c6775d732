import 'server-only';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import { db, schema } from '@/lib/db';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import type { WaitingListMove, WaitingListStatus } from '../schemas';
import type { WaitingListEntry } from '../types';
import { IN_LINE, lockLine, releaseOfferedPlaces } from './line';
import { verifyLeaveSignature } from './links';
import { offerWaitingPlaces } from './offers';
import { titleIn } from './texts';

const { waitingList: w, ticketOffers, ticketSeatGroups } = schema;

const notFound = () => new ApiError(404, 'There is no such waiting-list entry.', 'not_found');

async function offerOf(idJet: number) {
  const [offer] = await db().select({ id: ticketOffers.id }).from(ticketOffers).where(eq(ticketOffers.idJet, idJet));
  if (!offer) throw new ApiError(404, `There is no ticket sale for event ${idJet}.`, 'not_found');
  return offer.id;
}

/** GET /api/waiting-list/: entries per date (the soonest date first), in line order. */
export async function listWaitingList(
  filters: { event_jet_id?: number; status?: WaitingListStatus },
  page: number,
  pageSize: number,
): Promise<{ count: number; results: WaitingListEntry[] }> {
  const where = and(
    filters.event_jet_id !== undefined ? eq(ticketOffers.idJet, filters.event_jet_id) : undefined,
    filters.status ? eq(w.status, filters.status) : undefined,
  );
  const [total] = await db()
    .select({ n: count() })
    .from(w)
    .innerJoin(ticketOffers, eq(ticketOffers.id, w.offerId))
    .where(where);
  const rows = await db()
    .select({
      entry: w,
      idJet: ticketOffers.idJet,
      title: ticketOffers.title,
      dateStart: ticketOffers.dateStart,
      group: ticketSeatGroups.seatGroup,
    })
    .from(w)
    .innerJoin(ticketOffers, eq(ticketOffers.id, w.offerId))
    .leftJoin(ticketSeatGroups, eq(ticketSeatGroups.id, w.seatGroupId))
    .where(where)
    .orderBy(asc(ticketOffers.dateStart), asc(ticketOffers.id), asc(w.position), asc(w.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    count: Number(total?.n ?? 0),
    results: rows.map(({ entry, idJet, title, dateStart, group }) => ({
      id: entry.id,
      event_jet_id: idJet,
      event_title: titleIn(title, 'de'),
      date_start: dateStart?.toISOString() ?? null,
      seat_group: group,
      email: entry.email,
      quantity: entry.quantity,
      locale: entry.locale,
      position: entry.position,
      status: entry.status,
      offered_at: entry.offeredAt?.toISOString() ?? null,
      offer_expires_at: entry.offerExpiresAt?.toISOString() ?? null,
      created_at: entry.createdAt.toISOString(),
    })),
  };
}

/**
 * Moves an entry in its date's line: to a place (1 = first of those still in line) or one step up
 * or down. The line is numbered 1..n again, so positions stay readable.
 */
export async function moveEntry(id: number, move: WaitingListMove) {
  return db().transaction(async (tx) => {
    const [entry] = await tx.select().from(w).where(eq(w.id, id));
    if (!entry) throw notFound();
    await lockLine(tx, entry.offerId);
    const line = await tx
      .select({ id: w.id })
      .from(w)
      .where(and(eq(w.offerId, entry.offerId), inArray(w.status, [...IN_LINE])))
      .orderBy(asc(w.position), asc(w.id));
    const from = line.findIndex((row) => row.id === id);
    if (from < 0) throw new ApiError(409, 'Only entries still in line can be moved.', 'not_in_line');
    const to =
      'position' in move
        ? Math.min(line.length - 1, move.position - 1)
        : Math.max(0, Math.min(line.length - 1, from + (move.direction === 'up' ? -1 : 1)));
    const [moved] = line.splice(from, 1);
    line.splice(to, 0, moved);
    for (const [index, row] of line.entries())
      await tx
        .update(w)
        .set({ position: index + 1, updatedAt: new Date() })
        .where(eq(w.id, row.id));
    return { id, position: to + 1 };
  });
}

/** Takes entries off the line; an offer they hold is withdrawn and its places go back at once. */
async function removeWhere(where: ReturnType<typeof and>) {
  const now = ticketingHooks().now();
  return db().transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(w)
      .where(and(where, inArray(w.status, [...IN_LINE])))
      .for('update');
    for (const row of rows) {
      if (row.status === 'offered') await releaseOfferedPlaces(tx, row, now);
      await tx.update(w).set({ status: 'removed', updatedAt: now }).where(eq(w.id, row.id));
    }
    return rows.length;
  });
}

export async function removeEntry(id: number) {
  const [entry] = await db().select({ id: w.id }).from(w).where(eq(w.id, id));
  if (!entry) throw notFound();
  return { removed: await removeWhere(and(eq(w.id, id))) };
}

/** Clears a date's list: everyone still in line is removed. */
export async function clearWaitingList(idJet: number) {
  return { removed: await removeWhere(and(eq(w.offerId, await offerOf(idJet)))) };
}

/** Sends the next offers of a date now, instead of at the background runner's next turn. */
export async function offerNextNow(idJet: number) {
  return { offered: await offerWaitingPlaces({ offerIds: [await offerOf(idJet)] }) };
}

/** The visitor's own link from the confirmation mail: leaves the list (false for a wrong signature). */
export async function leaveWaitingList(entryId: number, signature: string) {
  if (!(await verifyLeaveSignature(entryId, signature))) return false;
  await removeWhere(and(eq(w.id, entryId)));
  return true;
}

/** The date an entry waits for, for the leave page's question. */
export async function entryDate(entryId: number) {
  const [row] = await db()
    .select({ title: ticketOffers.title, dateStart: ticketOffers.dateStart, status: w.status })
    .from(w)
    .innerJoin(ticketOffers, eq(ticketOffers.id, w.offerId))
    .where(eq(w.id, entryId));
  return row ?? null;
}
