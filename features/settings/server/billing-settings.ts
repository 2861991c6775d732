import 'server-only';
import { eq } from 'drizzle-orm';
import { db, schema, type Db } from '@/lib/db';
import type { LocalizedText } from '@/lib/db/schema/common';

/** The venue as seller and its money rules (billing_settings; defaults as in the migration). */
export type BillingSettings = {
  venue_name: string;
  venue_address: string;
  vat_id: string;
  tax_number: string;
  invoice_prefix: string;
  vat_exempt_note: LocalizedText;
  bank_holder: string;
  iban: string;
  bic: string;
  /** Hours before a date until which visitors may cancel their tickets; null: they may not. */
  buyer_cancel_hours: number | null;
  cancel_fee_percent: number;
  waiting_list_hold_hours: number;
};

type Row = typeof schema.billingSettings.$inferSelect;

function billingSettingsOf(row: Row | null | undefined): BillingSettings {
  return {
    venue_name: row?.venueName ?? '',
    venue_address: row?.venueAddress ?? '',
    vat_id: row?.vatId ?? '',
    tax_number: row?.taxNumber ?? '',
    invoice_prefix: row?.invoicePrefix ?? '',
    vat_exempt_note: row?.vatExemptNote ?? {},
    bank_holder: row?.bankHolder ?? '',
    iban: row?.iban ?? '',
    bic: row?.bic ?? '',
    buyer_cancel_hours: row?.buyerCancelHours ?? null,
    cancel_fee_percent: row?.cancelFeePercent ?? 0,
    waiting_list_hold_hours: row?.waitingListHoldHours ?? 24,
  };
}

/** Read inside a transaction (`database`) where an invoice or refund needs the settings of that moment. */
export async function readBillingSettings(database: Db = db()): Promise<BillingSettings> {
  const [row] = await database.select().from(schema.billingSettings).where(eq(schema.billingSettings.id, 1));
  return billingSettingsOf(row);
}
