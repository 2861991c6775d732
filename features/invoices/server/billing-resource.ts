import 'server-only';
import { schema, type Db } from '@/lib/db';
import { defineResource } from '@/features/resources';
import { readBillingSettings } from '@/features/settings/server';
import { billingSettingsSchema, type BillingSettingsInput } from '../schemas';
import { affects } from '@/lib/write-effects';

const { billingSettings } = schema;

/** One record, id 1; a database without the row reads the defaults. */
async function read(database: Db, id: number) {
  if (id !== 1) return null;
  return { id: 1, ...(await readBillingSettings(database)) };
}

async function write(tx: Db, d: BillingSettingsInput) {
  const values = {
    venueName: d.venue_name,
    venueAddress: d.venue_address,
    vatId: d.vat_id,
    taxNumber: d.tax_number,
    invoicePrefix: d.invoice_prefix,
    vatExemptNote: d.vat_exempt_note,
    bankHolder: d.bank_holder,
    iban: d.iban,
    bic: d.bic,
    buyerCancelHours: d.buyer_cancel_hours,
    cancelFeePercent: d.cancel_fee_percent,
    waitingListHoldHours: d.waiting_list_hold_hours,
    updatedAt: new Date(),
  };
  await tx
    .insert(billingSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: billingSettings.id, set: values });
}

/**
 * The billing settings (administrators): the seller on every new invoice, the invoice prefix, the
 * exemption note, bank data, cancellation rules and the waiting list's hold time. Issued invoices
 * keep what they printed: a change applies to invoices issued after it.
 */
export const billingSettingsResource = defineResource({
  name: 'billing-settings',
  table: billingSettings,
  role: 'admin',
  singleton: true,
  schema: billingSettingsSchema,
  search: [],
  orderings: { id: billingSettings.id },
  read,
  async create(tx, d) {
    await write(tx, d);
    return 1;
  },
  async update(tx, _id, d) {
    await write(tx, d);
  },
  label: () => 'Billing settings',
  tags: () => affects('internal'),
});
