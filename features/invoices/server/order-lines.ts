import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { pick, type Locale } from '@/i18n/config';
import { berlinDay } from '@/lib/berlin-time';
import { cents, lineAmounts } from '../vat';
import type { StoredInvoiceLine } from '../types';

const { ticketReservations: r, ticketOffers, ticketPrices, ticketCodes, ticketCartItems } = schema;

/** A ticket line of an order: one reservation line (a date and a price) with its ticket codes. */
export type TicketLineSource = {
  reservationId: number;
  quantity: number;
  unitCents: number;
  vatRate: number;
  description: string;
  supplyDate: string;
  codes: { id: number; code: string }[];
};

/** The ticket lines of an order (subscription seats excluded: the subscription item carries their price). */
export async function ticketLinesOf(tx: Db, orderId: number, lang: Locale): Promise<TicketLineSource[]> {
  const [rows, codes] = await Promise.all([
    tx
      .select({
        id: r.id,
        quantity: r.quantity,
        unitPrice: r.unitPrice,
        title: ticketOffers.title,
        start: ticketOffers.dateStart,
        priceName: ticketPrices.name,
        priceText: ticketPrices.text,
        vatRate: ticketPrices.vatRate,
        createdAt: r.createdAt,
      })
      .from(r)
      .innerJoin(ticketOffers, eq(ticketOffers.id, r.offerId))
      .innerJoin(ticketPrices, eq(ticketPrices.id, r.priceId))
      .where(and(eq(r.orderId, orderId), isNull(r.itemId)))
      .orderBy(asc(ticketOffers.dateStart), asc(r.id)),
    tx
      .select({ id: ticketCodes.id, code: ticketCodes.code, reservationId: ticketCodes.reservationId })
      .from(ticketCodes)
      .where(eq(ticketCodes.orderId, orderId))
      .orderBy(asc(ticketCodes.id)),
  ]);
  return rows.map((row) => {
    const own = codes.filter((c) => c.reservationId === row.id);
    const title = pick(row.title, lang) ?? '';
    const price = pick(row.priceText, lang) ?? row.priceName;
    return {
      reservationId: row.id,
      quantity: own.length || row.quantity,
      unitCents: cents(row.unitPrice),
      vatRate: row.vatRate,
      description: price ? `${title} – ${price}` : title,
      supplyDate: berlinDay(row.start ?? row.createdAt),
      codes: own.map(({ id, code }) => ({ id, code })),
    };
  });
}

/** The order's subscriptions and value vouchers. */
export async function itemsOf(tx: Db, orderId: number) {
  return tx.select().from(ticketCartItems).where(eq(ticketCartItems.orderId, orderId)).orderBy(asc(ticketCartItems.id));
}

type Item = Awaited<ReturnType<typeof itemsOf>>[number];

/**
 * An item's invoice line. A value voucher is a multi-purpose voucher: no VAT when it is sold (the
 * tickets it later pays for carry the VAT), whatever rate its row holds.
 */
export function itemLine(item: Item, quantity: number, sign: 1 | -1, supplyDate: string, lang: Locale) {
  const voucher = item.kind === 'voucher';
  const rate = voucher ? 0 : item.vatRate;
  const unit = sign * cents(item.unitPrice);
  const line: StoredInvoiceLine = {
    description: pick(item.title, lang) ?? item.kind,
    supply_date: supplyDate,
    quantity,
    unit_gross_cents: unit,
    vat_rate: rate,
    ...lineAmounts(quantity, unit, rate),
    item_id: item.id,
  };
  if (voucher) line.voucher = true;
  return line;
}

/** A ticket line's invoice line for `codes` of its tickets (all of them on the invoice, some on a cancellation). */
export function ticketLine(source: TicketLineSource, codes: string[], quantity: number, sign: 1 | -1) {
  const unit = sign * source.unitCents;
  const line: StoredInvoiceLine = {
    description: source.description,
    supply_date: source.supplyDate,
    quantity,
    unit_gross_cents: unit,
    vat_rate: source.vatRate,
    ...lineAmounts(quantity, unit, source.vatRate),
    reservation_id: source.reservationId,
  };
  if (codes.length) line.tickets = codes;
  return line;
}
