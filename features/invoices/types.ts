import type { InvoiceLine } from '@/lib/db/schema/billing';

export type { InvoiceLine };

/**
 * A line as stored: the schema's InvoiceLine, plus what a later cancellation needs to find its part
 * (`reservation_id` of a ticket line, `item_id` of a subscription or voucher line).
 */
export type StoredInvoiceLine = InvoiceLine & { reservation_id?: number; item_id?: number };

/** Voucher credit the buyer paid with: a payment, not a price reduction (VAT stays on the tickets). */
export type VoucherPayment = { code: string; amount_cents: number };

/** The buyer as frozen on the invoice, with the vouchers used to pay. */
export type InvoiceBuyer = { name: string; email: string; address?: string; vouchers?: VoucherPayment[] };

/** The seller as frozen on the invoice (billing settings of that moment). */
export type InvoiceSeller = {
  name: string;
  address: string;
  vat_id: string;
  tax_number: string;
  bank_holder: string;
  iban: string;
  bic: string;
  /** Printed under 0 % lines, in the invoice's language. */
  vat_exempt_note: string;
};

export type IssuedInvoice = { id: number; number: string };

export type OrderInvoice = {
  number: string;
  kind: 'invoice' | 'cancellation';
  url: string;
  issued_at: string;
  gross_cents: number;
};
