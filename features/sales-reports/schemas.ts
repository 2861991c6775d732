import { z } from 'zod';
import { isLocale, type Locale } from '@/i18n/config';

/** The longest period a report covers: three years (and a leap day). */
const MAX_REPORT_DAYS = 3 * 366;

/** The tables of a report, each downloadable as CSV (`&format=csv&table=…`). */
export const reportTables = ['days', 'productions', 'dates', 'prices', 'channels'] as const;
export type ReportTable = (typeof reportTables)[number];

const day = (name: string) =>
  z
    .string({ error: `${name} must be a day (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a day (YYYY-MM-DD)`)
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T12:00:00Z`)) && new Date(`${v}T12:00:00Z`).toISOString().startsWith(v),
      {
        message: `${name} is no calendar day`,
      },
    );

const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T12:00:00Z`) / 86_400_000);

/**
 * GET /api/reports/sales/ and the sales page's filter form: a period of Berlin calendar days
 * (both included; by default the last 30 days up to today), optionally one production.
 */
export const salesReportQuery = z
  .object({
    date_from: day('date_from').optional(),
    date_to: day('date_to').optional(),
    production: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce
        .number({ error: 'production must be a number (the production id)' })
        .int('production must be a whole number')
        .positive('production must be 1 or more')
        .optional(),
    ),
    format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json'),
    table: z.enum(reportTables, { error: `table must be one of ${reportTables.join(', ')}` }).default('days'),
    lang: z
      .string()
      .optional()
      .transform((v): Locale => (v && isLocale(v) ? v : 'de')),
  })
  .superRefine((q, ctx) => {
    if (q.date_from && q.date_to && q.date_from > q.date_to)
      ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'date_from must not be after date_to' });
    else if (q.date_from && q.date_to && dayNumber(q.date_to) - dayNumber(q.date_from) + 1 > MAX_REPORT_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['date_to'],
        message: `the period may cover at most three years (${MAX_REPORT_DAYS} days)`,
      });
  });
export type SalesReportQuery = z.infer<typeof salesReportQuery>;

/** The period a query asks for, with the defaults filled in: the last 30 days up to `today`. */
export function resolvePeriod(q: Pick<SalesReportQuery, 'date_from' | 'date_to'>, today: string) {
  const shift = (iso: string, days: number) =>
    new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const to = q.date_to ?? (q.date_from && q.date_from > today ? q.date_from : today);
  const from = q.date_from ?? shift(to, -29);
  return { from, to };
}
