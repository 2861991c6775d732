import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { lineAmounts } from '../vat';
import type { InvoiceBuyer, IssuedInvoice, StoredInvoiceLine } from '../types';
import { invoiceOfOrder, writeInvoice } from './issue';

const { invoices, ticketOrders, ticketCodes } = schema;

export type CancellationInput = {
  orderId: number;
  /** ticket_codes.id of the cancelled tickets; each is one unit of its line's price. */
  ticketCodeIds: number[];
  /** ticket_cart_items.id of cancelled subscriptions or vouchers (their whole remaining quantity). */
  itemIds?: number[];
  refundId: number | null;
  now: Date;
};

/** What earlier cancellation invoices of the invoice already took back: ticket codes and item quantities. */
async function alreadyCancelled(tx: Db, invoiceId: number) {
  const rows = await tx
    .select({ lines: invoices.lines })
    .from(invoices)
    .where(and(eq(invoices.refersToId, invoiceId), eq(invoices.kind, 'cancellation')));
  const codes = new Set<string>();
  const quantities = new Map<string, number>();
  for (const line of rows.flatMap((r) => r.lines as StoredInvoiceLine[])) {
    for (const code of line.tickets ?? []) codes.add(code);
    const key = lineKey(line);
    quantities.set(key, (quantities.get(key) ?? 0) + line.quantity);
  }
  return { codes, quantities };
}

function lineKey(line: StoredInvoiceLine): string {
  if (line.item_id !== undefined) return `item:${line.item_id}`;
  if (line.reservation_id !== undefined) return `line:${line.reservation_id}`;
  return `text:${line.description}:${line.unit_gross_cents}:${line.vat_rate}`;
}

/** The negative of `quantity` units of an invoiced line. */
function reversed(line: StoredInvoiceLine, quantity: number, tickets: string[]): StoredInvoiceLine {
  const unit = -line.unit_gross_cents;
  const out: StoredInvoiceLine = {
    ...line,
    quantity,
    unit_gross_cents: unit,
    ...lineAmounts(quantity, unit, line.vat_rate),
  };
  if (tickets.length) out.tickets = tickets;
  else delete out.tickets;
  return out;
}

/**
 * Issues a cancellation invoice inside the caller's transaction (the one that cancels and refunds):
 * its own number, negative amounts, referring to the order's invoice, for exactly the tickets and
 * items given, at the price and rate they were invoiced with. No tickets and no items: everything
 * earlier cancellations left. Null when the order has no invoice (it was never paid) or nothing is left.
 */
export async function issueCancellationInvoice(tx: Db, input: CancellationInput): Promise<IssuedInvoice | null> {
  const original = await invoiceOfOrder(tx, input.orderId);
  if (!original) return null;
  const [order] = await tx.select().from(ticketOrders).where(eq(ticketOrders.id, input.orderId));
  if (!order) return null;
  const done = await alreadyCancelled(tx, original.id);
  const invoiced = original.lines as StoredInvoiceLine[];
  const itemIds = input.itemIds ?? [];
  const whole = input.ticketCodeIds.length === 0 && itemIds.length === 0;
  const wanted = whole
    ? null
    : new Set(
        (
          await tx
            .select({ code: ticketCodes.code })
            .from(ticketCodes)
            .where(and(eq(ticketCodes.orderId, order.id), inArray(ticketCodes.id, input.ticketCodeIds)))
        ).map((c) => c.code),
      );
  const lines: StoredInvoiceLine[] = [];
  for (const line of invoiced) {
    const key = lineKey(line);
    const left = line.quantity - (done.quantities.get(key) ?? 0);
    if (left <= 0) continue;
    if (line.item_id !== undefined) {
      if (whole || itemIds.includes(line.item_id)) lines.push(reversed(line, left, []));
      continue;
    }
    if (line.tickets?.length) {
      const codes = line.tickets.filter((c) => !done.codes.has(c) && (wanted === null || wanted.has(c)));
      if (codes.length) lines.push(reversed(line, codes.length, codes));
    } else if (whole) lines.push(reversed(line, left, []));
  }
  if (lines.length === 0) return null;
  const buyer = original.buyer as InvoiceBuyer;
  return writeInvoice(tx, {
    kind: 'cancellation',
    order,
    lines,
    buyer: { name: buyer.name, email: buyer.email, ...(buyer.address ? { address: buyer.address } : {}) },
    refersToId: original.id,
    refundId: input.refundId,
    now: input.now,
  });
}
