import { z } from 'zod';
import { clockTime, dateTime, isoDay, localized, position } from '@/features/resources';

const link = z
  .union([
    z
      .string()
      .trim()
      .regex(/^(https?:\/\/|\/)\S*$/, 'must be a path starting with / or a web address')
      .max(1000),
    z.literal(''),
  ])
  .nullable()
  .default(null);

/** Shared by regular hours and exceptions: a time range, or closed, with an optional alternative text and link. */
const hours = {
  time_from: clockTime.nullable().default(null),
  time_to: clockTime.nullable().default(null),
  closed: z.boolean({ error: 'must be true or false' }).default(false),
  alternative_link_url: link,
  alternative_text: localized({ max: 300 }),
  position,
};
const rangeRule = (h: { closed: boolean; time_from: string | null; time_to: string | null }) =>
  h.closed || (h.time_from !== null && h.time_to !== null && h.time_from < h.time_to);
const rangeIssue = {
  message: 'give opening and closing time (closing after opening), or mark the day closed',
  path: ['time_to'],
};

/** Regular opening hours: a weekday (0 = Sunday … 6 = Saturday), optionally only within a season. */
export const openingHoursSchema = z
  .object({
    weekday: z.number({ error: 'choose a weekday' }).int().min(0).max(6),
    ...hours,
    valid_from: isoDay.nullable().default(null),
    valid_to: isoDay.nullable().default(null),
  })
  .refine(rangeRule, rangeIssue)
  .refine((h) => !h.valid_from || !h.valid_to || h.valid_from <= h.valid_to, {
    message: 'must not be before valid from',
    path: ['valid_to'],
  });

/** Days that differ from the regular hours (holidays, festivals); they override them. */
export const openingHoursExceptionSchema = z
  .object({ date_from: isoDay, date_to: isoDay, ...hours })
  .refine(rangeRule, rangeIssue)
  .refine((h) => h.date_from <= h.date_to, { message: 'must not be before the first day', path: ['date_to'] });

/** The top alert (breaking news): shown while active and within its time window. */
export const alertSchema = z
  .object({
    title: localized({ required: true, max: 200 }),
    text: localized({ max: 1000 }),
    link_url: localized({ max: 1000 }),
    link_title: localized({ max: 100 }),
    is_active: z.boolean({ error: 'must be true or false' }).default(true),
    online_from: dateTime.nullable().default(null),
    online_to: dateTime.nullable().default(null),
  })
  .refine((a) => !a.online_from || !a.online_to || a.online_from < a.online_to, {
    message: 'must be after online from',
    path: ['online_to'],
  });

export type OpeningHoursInput = z.infer<typeof openingHoursSchema>;
export type OpeningHoursExceptionInput = z.infer<typeof openingHoursExceptionSchema>;
export type AlertInput = z.infer<typeof alertSchema>;
