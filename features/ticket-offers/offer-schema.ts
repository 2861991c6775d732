import { z } from 'zod';
import { decimal } from './offer-input';

const editLocalized = z
  .object({
    de: z.string().max(300).optional(),
    en: z.string().max(300).optional(),
    cs: z.string().max(300).optional(),
  })
  .default({});

/**
 * The ticket offer of one event date as staff edit it in the dashboard (seat groups with their
 * capacity, prices and discounts, timeslots). Rows keep their ids so reservations and orders that
 * point at them survive a save.
 */
export const editableOfferSchema = z.object({
  /**
   * The seating plan the date sells (seat groups take the seats whose category code is their code,
   * capacity follows the seats); null: general admission; left out: the plan stays as it is.
   */
  seat_plan_id: z.number({ error: 'the seating plan is a plan id or null' }).int().positive().nullable().optional(),
  seat_groups: z
    .array(
      z.object({
        id: z.number().int().positive().optional(),
        seat_group: z.string().trim().min(1, 'a seat group needs a code').max(40).default('1'),
        status: z.enum(['0', '1'], { error: "status is '1' (on sale) or '0' (not on sale)" }).default('1'),
        text: editLocalized,
        capacity: z
          .number({ error: 'capacity must be a number' })
          .int()
          .min(0, 'capacity cannot be negative')
          .max(100000),
        prices: z
          .array(
            z.object({
              id: z.number().int().positive().optional(),
              sale_type_id: z.number({ error: 'sale type must be a number' }).int().min(1).max(99999),
              name: z.string().trim().min(1, 'a price needs a name').max(120),
              text: editLocalized,
              price: decimal,
              /** VAT included in the price, in percent: 0 (exempt, with the note of the billing settings), 7 or 19. */
              vat_rate: z
                .union([z.literal(0), z.literal(7), z.literal(19)], { error: 'VAT rate is 0, 7 or 19 %' })
                .default(7),
            }),
          )
          .min(1, 'a seat group needs at least one price')
          .max(30)
          .refine(
            (list) => new Set(list.map((p) => p.sale_type_id)).size === list.length,
            'each sale type may appear once',
          ),
        timeslots: z
          .array(
            z.object({
              id: z.number().int().positive().optional(),
              block_id: z.number().int().min(1).max(999999),
              status: z.enum(['0', '1']).default('1'),
              time_start: z.iso.datetime({ offset: true, error: 'must be a date and time' }),
              time_end: z.iso.datetime({ offset: true, error: 'must be a date and time' }),
              capacity: z.number().int().min(0).max(100000),
            }),
          )
          .max(100)
          .default([]),
      }),
    )
    .min(1, 'an offer needs at least one seat group')
    .max(20)
    .refine(
      (list) => new Set(list.map((g) => g.seat_group)).size === list.length,
      'each seat group code may appear once',
    ),
});
export type EditableOffer = z.infer<typeof editableOfferSchema>;
