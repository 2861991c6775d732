import 'server-only';
import { eq } from 'drizzle-orm';
import { db, schema, type Db } from '@/lib/db';
import { berlinDay } from '@/lib/berlin-time';
import { pick, type Locale } from '@/i18n/config';
import type { SessionUser } from '@/features/auth/server';
import type { CheckInOutcome, CheckInResult, CheckInTicket } from '../results';
import { centsToPrice, parsePriceToCents } from '@/features/box-office';
import { effectiveStatus } from '@/features/box-office';
import { verifyTicket } from '@/features/box-office/server';
import { ticketingHooks } from '@/lib/ticketing-hooks';

const {
  ticketCodes,
  ticketOrders,
  ticketReservations: r,
  ticketOffers,
  ticketSeatGroups,
  ticketPrices,
  ticketTimeslots,
  ticketCartItems,
  ticketSeats,
} = schema;

type Staff = Pick<SessionUser, 'username' | 'first_name' | 'last_name'>;

const SIGNED = /LND-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{8}/i;

/**
 * The ticket number of what the scanner typed. The signed code may sit inside a longer text (a
 * link in the QR code). A barcode scanner set to a US keyboard on a German computer types 'ß' for
 * '-' and swaps Y and Z: that reading is tried too. The signature is checked before anything else,
 * so forged or altered codes never reach the database.
 */
async function ticketNumber(text: string): Promise<string | null> {
  const candidates = [text];
  if (text.includes('ß'))
    candidates.push(text.replace(/ß/g, '-').replace(/[YZyz]/g, (c) => ({ Y: 'Z', Z: 'Y', y: 'z', z: 'y' })[c]!));
  for (const candidate of candidates) {
    const found = SIGNED.exec(candidate)?.[0];
    const number = found ? await verifyTicket(found) : null;
    if (number) return number;
  }
  return null;
}

const staffName = (user: Staff) => [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;

const MESSAGES: Record<CheckInOutcome, string> = {
  admitted: 'Admitted.',
  already: 'This ticket was already checked in.',
  invalid: 'This is not a valid ticket code.',
  cancelled: 'The order of this ticket is cancelled.',
  expired: 'The order of this ticket expired unpaid.',
  unconfirmed: 'The order of this ticket is not confirmed yet.',
  unpaid: 'The order of this ticket is not paid: collect the amount due, mark the order paid, then scan again.',
  other_day: 'This ticket is for another day.',
};

const answer = (result: CheckInOutcome, ticket: CheckInTicket | null): CheckInResult => ({
  result,
  admitted: result === 'admitted',
  ticket,
  message: MESSAGES[result],
});

/**
 * Staff scan a ticket at the gate. One transaction with the ticket row locked, so two scanners
 * reading the same ticket at once admit it once and the other sees 'already'.
 *
 * Not admitted (nothing written): forged or unknown codes, cancelled or expired orders, orders not
 * confirmed yet, a ticket used before. Orders to be paid at the museum ('reserved') answer 'unpaid'
 * with the amount due: staff take the money, mark the order paid (the back office's action, which
 * records who did it) and scan again; the gate never lets an unpaid ticket through on its own.
 * A ticket for another day (Berlin) answers 'other_day' unless staff confirm with `force`.
 */
export async function checkIn(
  text: string,
  staff: Staff,
  options: { force?: boolean; locale?: Locale } = {},
): Promise<CheckInResult> {
  const number = await ticketNumber(text);
  if (!number) return answer('invalid', null);
  const lang = options.locale ?? 'de';
  return db().transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const now = ticketingHooks().now();
    const [row] = await tx
      .select({
        ticket: ticketCodes,
        order: ticketOrders,
        line: r,
        offer: ticketOffers,
        group: ticketSeatGroups,
        price: ticketPrices,
        slot: ticketTimeslots,
        item: ticketCartItems.title,
        seat: { id: ticketSeats.id, section: ticketSeats.section, row: ticketSeats.row, number: ticketSeats.number },
      })
      .from(ticketCodes)
      .innerJoin(ticketOrders, eq(ticketOrders.id, ticketCodes.orderId))
      .innerJoin(r, eq(r.id, ticketCodes.reservationId))
      .innerJoin(ticketOffers, eq(ticketOffers.id, r.offerId))
      .innerJoin(ticketSeatGroups, eq(ticketSeatGroups.id, r.seatGroupId))
      .innerJoin(ticketPrices, eq(ticketPrices.id, r.priceId))
      .leftJoin(ticketTimeslots, eq(ticketTimeslots.id, r.timeslotId))
      .leftJoin(ticketCartItems, eq(ticketCartItems.id, r.itemId))
      .leftJoin(ticketSeats, eq(ticketSeats.id, ticketCodes.seatId))
      .where(eq(ticketCodes.code, number))
      .for('update', { of: ticketCodes });
    // Signed with our key but not in this database (a deleted order, another installation).
    if (!row) return answer('invalid', null);
    const { ticket, order, offer, group, price, slot, item, seat } = row;
    const view = (checkedInAt = ticket.checkedInAt, checkedInBy = ticket.checkedInBy): CheckInTicket => ({
      number,
      order_id: order.id,
      order_code: order.code,
      buyer_name: order.buyerName,
      event_title: pick(offer.title, lang) ?? '',
      date_start: offer.dateStart?.toISOString() ?? null,
      time_start: slot?.timeStart.toISOString() ?? null,
      time_end: slot?.timeEnd.toISOString() ?? null,
      seat_group_text: pick(group.text, lang) ?? '',
      price_text: item ? (pick(item, lang) ?? '') : (pick(price.text, lang) ?? price.name),
      seat: seat?.id != null ? seat : null,
      subscription: item ? (pick(item, lang) ?? '') : null,
      amount_due: centsToPrice(parsePriceToCents(order.total) - parsePriceToCents(order.voucherAmount)),
      checked_in_at: checkedInAt?.toISOString() ?? null,
      checked_in_by: checkedInBy ?? null,
      cancelled_at: ticket.cancelledAt?.toISOString() ?? null,
    });

    const status = effectiveStatus(order, now);
    if (status === 'cancelled' || status === 'expired') return answer(status, view());
    // A ticket cancelled on its own (partial refund) while the rest of its order stands.
    if (ticket.cancelledAt) return { ...answer('cancelled', view()), message: 'This ticket was cancelled.' };
    if (ticket.checkedInAt) return answer('already', view());
    if (status === 'pending') return answer('unconfirmed', view());
    if (status === 'reserved') return answer('unpaid', view());
    const day = slot?.timeStart ?? offer.dateStart;
    if (day && berlinDay(day) !== berlinDay(now) && !options.force) return answer('other_day', view());

    const by = staffName(staff);
    await tx.update(ticketCodes).set({ checkedInAt: now, checkedInBy: by }).where(eq(ticketCodes.id, ticket.id));
    return answer('admitted', view(now, by));
  });
}
