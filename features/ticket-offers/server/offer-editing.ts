import 'server-only';
import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { ApiError } from '@/lib/api';
import type { LocalizedText } from '@/lib/db/schema/common';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import { applySeatPlan } from '@/features/seating/server';
import type { EditableOffer } from '../offer-schema';

const {
  ticketOffers,
  ticketSeatGroups: groups,
  ticketPrices: prices,
  ticketTimeslots: slots,
  ticketReservations: reservations,
} = schema;

/** The offer of an event date as the dashboard edits it, or null when the date sells no tickets here. */
export async function readEditableOffer(database: Db, idJet: number | null): Promise<EditableOffer | null> {
  if (idJet === null) return null;
  const [offer] = await database.select().from(ticketOffers).where(eq(ticketOffers.idJet, idJet));
  if (!offer) return null;
  const groupRows = await database
    .select()
    .from(groups)
    .where(eq(groups.offerId, offer.id))
    .orderBy(asc(groups.position), asc(groups.id));
  const ids = groupRows.map((g) => g.id);
  const priceRows = ids.length
    ? await database
        .select()
        .from(prices)
        .where(inArray(prices.seatGroupId, ids))
        .orderBy(asc(prices.position), asc(prices.id))
    : [];
  const slotRows = ids.length
    ? await database
        .select()
        .from(slots)
        .where(inArray(slots.seatGroupId, ids))
        .orderBy(asc(slots.timeStart), asc(slots.id))
    : [];
  return {
    seat_plan_id: offer.seatPlanId,
    seat_groups: groupRows.map((g) => ({
      id: g.id,
      seat_group: g.seatGroup,
      status: g.status === '0' ? '0' : '1',
      text: g.text,
      capacity: g.capacity,
      prices: priceRows
        .filter((p) => p.seatGroupId === g.id)
        .map((p) => ({
          id: p.id,
          sale_type_id: p.saleTypeId,
          name: p.name,
          text: p.text,
          price: p.price,
          vat_rate: p.vatRate as 0 | 7 | 19,
        })),
      timeslots: slotRows
        .filter((s) => s.seatGroupId === g.id)
        .map((s) => ({
          id: s.id,
          block_id: s.blockId,
          status: s.status === '0' ? '0' : '1',
          time_start: s.timeStart.toISOString(),
          time_end: s.timeEnd.toISOString(),
          capacity: s.capacity,
        })),
    })),
  };
}

/**
 * Writes an event date's offer in place: rows with an id are updated, new ones inserted, missing ones
 * removed. A seat group, price or timeslot that reservations or orders point at cannot be removed
 * (409): sold tickets keep their seats. `offer` null removes the whole offer under the same rule.
 */
export async function saveOffer(
  tx: Db,
  idJet: number,
  meta: { dateStart: Date; title: LocalizedText },
  offer: EditableOffer | null,
) {
  const [existing] = await tx.select().from(ticketOffers).where(eq(ticketOffers.idJet, idJet));
  if (!offer) {
    if (existing) {
      await refuseIfBooked(tx, eq(reservations.offerId, existing.id), 'the ticket offer');
      await tx.delete(ticketOffers).where(eq(ticketOffers.id, existing.id));
    }
    return;
  }
  const offerId = existing
    ? (
        await tx
          .update(ticketOffers)
          .set({ dateStart: meta.dateStart, title: meta.title, updatedAt: new Date() })
          .where(eq(ticketOffers.id, existing.id))
          .returning({ id: ticketOffers.id })
      )[0].id
    : (
        await tx
          .insert(ticketOffers)
          .values({ idJet, dateStart: meta.dateStart, title: meta.title })
          .returning({ id: ticketOffers.id })
      )[0].id;
  const keepGroups = offer.seat_groups.flatMap((g) => (g.id ? [g.id] : []));
  const gone = await tx
    .select({ id: groups.id, code: groups.seatGroup })
    .from(groups)
    .where(and(eq(groups.offerId, offerId), keepGroups.length ? notInArray(groups.id, keepGroups) : undefined));
  for (const g of gone) await refuseIfBooked(tx, eq(reservations.seatGroupId, g.id), `seat group ${g.code}`);
  if (gone.length)
    await tx.delete(groups).where(
      inArray(
        groups.id,
        gone.map((g) => g.id),
      ),
    );
  for (const [position, group] of offer.seat_groups.entries()) {
    const values = {
      offerId,
      seatGroup: group.seat_group,
      status: group.status,
      text: group.text,
      capacity: group.capacity,
      position,
    };
    const updated = group.id
      ? await tx
          .update(groups)
          .set(values)
          .where(and(eq(groups.id, group.id), eq(groups.offerId, offerId)))
          .returning({ id: groups.id })
      : [];
    const groupId = updated[0]?.id ?? (await tx.insert(groups).values(values).returning({ id: groups.id }))[0].id;
    await savePrices(tx, groupId, group.prices);
    await saveSlots(tx, groupId, group.timeslots);
  }
  // A seated date's seat groups sell their seats: the plan is (re)applied after the groups are
  // written, which also sets their capacity from the seats (409 when held or sold seats would go).
  const planId = offer.seat_plan_id === undefined ? (existing?.seatPlanId ?? null) : offer.seat_plan_id;
  if (planId !== null || existing?.seatPlanId) await applySeatPlan(tx, offerId, planId, ticketingHooks().now());
}

async function savePrices(tx: Db, groupId: number, list: EditableOffer['seat_groups'][number]['prices']) {
  const keep = list.flatMap((p) => (p.id ? [p.id] : []));
  const gone = await tx
    .select({ id: prices.id, name: prices.name })
    .from(prices)
    .where(and(eq(prices.seatGroupId, groupId), keep.length ? notInArray(prices.id, keep) : undefined));
  for (const p of gone) await refuseIfBooked(tx, eq(reservations.priceId, p.id), `price "${p.name}"`);
  if (gone.length)
    await tx.delete(prices).where(
      inArray(
        prices.id,
        gone.map((p) => p.id),
      ),
    );
  // Sale types are unique per seat group: move kept rows out of the way before writing new numbers.
  for (const p of list)
    if (p.id)
      await tx
        .update(prices)
        .set({ saleTypeId: -p.id })
        .where(and(eq(prices.id, p.id), eq(prices.seatGroupId, groupId)));
  for (const [position, p] of list.entries()) {
    const values = {
      seatGroupId: groupId,
      saleTypeId: p.sale_type_id,
      name: p.name,
      text: p.text,
      price: p.price,
      vatRate: p.vat_rate,
      position,
    };
    const updated = p.id
      ? await tx
          .update(prices)
          .set(values)
          .where(and(eq(prices.id, p.id), eq(prices.seatGroupId, groupId)))
          .returning({ id: prices.id })
      : [];
    if (!updated.length) await tx.insert(prices).values(values);
  }
}

async function saveSlots(tx: Db, groupId: number, list: EditableOffer['seat_groups'][number]['timeslots']) {
  const keep = list.flatMap((s) => (s.id ? [s.id] : []));
  const gone = await tx
    .select({ id: slots.id, block: slots.blockId })
    .from(slots)
    .where(and(eq(slots.seatGroupId, groupId), keep.length ? notInArray(slots.id, keep) : undefined));
  for (const s of gone) await refuseIfBooked(tx, eq(reservations.timeslotId, s.id), `timeslot ${s.block}`);
  if (gone.length)
    await tx.delete(slots).where(
      inArray(
        slots.id,
        gone.map((s) => s.id),
      ),
    );
  for (const s of list)
    if (s.id)
      await tx
        .update(slots)
        .set({ blockId: -s.id })
        .where(and(eq(slots.id, s.id), eq(slots.seatGroupId, groupId)));
  for (const s of list) {
    if (Date.parse(s.time_end) <= Date.parse(s.time_start))
      throw new ApiError(422, 'A timeslot must end after it starts', 'invalid', {
        'offer.seat_groups': ['A timeslot must end after it starts'],
      });
    const values = {
      seatGroupId: groupId,
      blockId: s.block_id,
      status: s.status,
      timeStart: new Date(s.time_start),
      timeEnd: new Date(s.time_end),
      capacity: s.capacity,
    };
    const updated = s.id
      ? await tx
          .update(slots)
          .set(values)
          .where(and(eq(slots.id, s.id), eq(slots.seatGroupId, groupId)))
          .returning({ id: slots.id })
      : [];
    if (!updated.length) await tx.insert(slots).values(values);
  }
}

async function refuseIfBooked(tx: Db, where: ReturnType<typeof eq>, what: string) {
  const [{ n }] = await tx.select({ n: count() }).from(reservations).where(where);
  if (n)
    throw new ApiError(
      409,
      `${what} cannot be removed: ${n} reservation(s) or sold ticket(s) use it. Set its status to not on sale instead.`,
      'referenced',
    );
}
