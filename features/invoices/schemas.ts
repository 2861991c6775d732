import { z } from 'zod';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a day as YYYY-MM-DD.')
  .refine((value) => {
    const date = new Date(`${value}T12:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'Not a calendar day.');

/** GET /api/invoices/export/: the period (Berlin days, both included); without it, this year so far. */
export const invoiceExportQuery = z
  .object({ date_from: day.optional(), date_to: day.optional() })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    message: 'date_from must not be after date_to.',
    path: ['date_from'],
  });
export type InvoiceExportQuery = z.infer<typeof invoiceExportQuery>;

/** An IBAN (spaces allowed) whose check digits hold (ISO 13616: the number mod 97 is 1). */
function validIban(value: string) {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

const note = z.string().max(500, 'at most 500 characters');
const hours = (min: number, max: number) =>
  z
    .number({ error: 'must be a number' })
    .int('must be whole hours')
    .min(min, `at least ${min}`)
    .max(max, `at most ${max}`);

/**
 * The venue as seller and its money rules, as administrators edit them (/api/billing-settings/1/):
 * what every new invoice prints, the numbering prefix, visitors' cancellation and the waiting list.
 */
export const billingSettingsSchema = z.object({
  venue_name: z.string().trim().max(200, 'at most 200 characters').default(''),
  venue_address: z.string().trim().max(500, 'at most 500 characters').default(''),
  vat_id: z
    .string()
    .trim()
    .regex(/^$|^[A-Z]{2}[A-Z0-9]{8,12}$/, 'a VAT id such as DE123456789')
    .default(''),
  tax_number: z
    .string()
    .trim()
    .regex(/^[0-9 /-]{0,20}$/, 'digits, spaces, / and - only (e.g. 203/123/45678)')
    .default(''),
  invoice_prefix: z
    .string()
    .max(12, 'at most 12 characters')
    .regex(/^[A-Za-z0-9/-]*$/, 'letters, digits, - and / only')
    .default(''),
  vat_exempt_note: z.object({ de: note.optional(), en: note.optional(), cs: note.optional() }).prefault({}),
  bank_holder: z.string().trim().max(200, 'at most 200 characters').default(''),
  iban: z
    .string()
    .trim()
    .refine((v) => v === '' || validIban(v), 'not a valid IBAN (check the digits)')
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .default(''),
  bic: z
    .string()
    .trim()
    .regex(/^$|^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'a BIC of 8 or 11 characters')
    .default(''),
  buyer_cancel_hours: hours(0, 720).nullable().default(null),
  cancel_fee_percent: z
    .number({ error: 'must be a number' })
    .int('a whole percentage')
    .min(0, 'at least 0')
    .max(100, 'at most 100')
    .default(0),
  waiting_list_hold_hours: hours(1, 168).default(24),
});
export type BillingSettingsInput = z.infer<typeof billingSettingsSchema>;
