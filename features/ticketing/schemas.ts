import { z } from 'zod';

const localized = z.object({ de: z.string().optional(), en: z.string().optional(), cs: z.string().optional() });
export const decimal = z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, 'price must be a decimal string like "12.00"');
const status = z.union([z.string(), z.number()]).transform(String);
const code = z.union([z.string().min(1).max(40), z.number().int()]).transform(String);

export const offerPriceInput = z.object({
  sale_type_id: z.number().int(),
  /** 'Vollpreis' marks the full price; every other name is a discount. */
  name: z.string().min(1).max(120),
  text: localized.optional(),
  price: decimal,
});

export const offerTimeslotInput = z.object({
  block_id: z.number().int(),
  status: status.default('1'),
  time_start: z.coerce.date(),
  time_end: z.coerce.date(),
  capacity: z.number().int().min(0),
});

export const offerSeatGroupInput = z.object({
  seat_group: code,
  status: status.default('1'),
  text: localized,
  /** Seats without a timeslot; ignored for counting when the group has timeslots. */
  capacity: z.number().int().min(0).default(0),
  prices: z.array(offerPriceInput).min(1),
  timeslots: z.array(offerTimeslotInput).default([]),
});

/** What createOffer takes: one event date's tickets. */
export const offerInput = z.object({
  id_jet: z.number().int().positive(),
  date_start: z.coerce.date().optional(),
  title: localized.optional(),
  seat_groups: z.array(offerSeatGroupInput).min(1),
});
export type OfferInput = z.input<typeof offerInput>;

/** POST /api/shop-cart/ (SPEC 7): parallel arrays of quantities and sale types for one seat group. */
export const cartRequest = z
  .object({
    quantities: z.array(z.number().int().min(1).max(50)).min(1).max(20),
    event_jet_id: z.coerce.number().int().positive(),
    sale_type_ids: z.array(z.coerce.number().int()).min(1).max(20),
    seat_group: code.nullish(),
    block_id: z.coerce.number().int().nullish(),
  })
  .refine((body) => body.quantities.length === body.sale_type_ids.length, {
    message: 'quantities and sale_type_ids must have the same length',
    path: ['quantities'],
  })
  .refine((body) => new Set(body.sale_type_ids).size === body.sale_type_ids.length, {
    message: 'each sale_type_id may appear only once',
    path: ['sale_type_ids'],
  });
export type CartRequest = z.infer<typeof cartRequest>;

/** Change the amount of one cart line (0 removes it). */
export const cartLineUpdate = z.object({ quantity: z.number().int().min(0).max(50) });

export const checkoutRequest = z.object({
  name: z.string().trim().min(2, 'Please enter your name').max(120),
  email: z.email('Please enter a valid e-mail address').max(200),
  gtc: z.literal(true, 'Please accept the terms and conditions'),
  locale: z.enum(['de', 'en', 'cs']).default('de'),
});
export type CheckoutRequest = z.infer<typeof checkoutRequest>;
