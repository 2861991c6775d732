import 'server-only';
import type { Db } from '@/lib/db';
import { issueCancellationInvoice } from '@/features/invoices/server';

export type CancellationInvoiceInput = {
  orderId: number;
  ticketCodeIds: number[];
  itemIds?: number[];
  refundId: number | null;
  now: Date;
};

/**
 * The cancellation invoice of cancelled tickets, in the cancellation's transaction (its number is
 * taken with the booking or not at all). Null when the order has no invoice (never paid).
 */
export async function cancellationInvoice(
  tx: Db,
  input: CancellationInvoiceInput,
): Promise<{ id: number; number: string } | null> {
  return issueCancellationInvoice(tx, input);
}
