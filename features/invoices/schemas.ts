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
