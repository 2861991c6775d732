import { z } from 'zod';

// The input of createOffer: an event date's seat groups, prices and timeslots, as the ticket system or the seed gives them.

const localized = z.object({ de: z.string().optional(), en: z.string().optional(), cs: z.string().optional() });
export const decimal = z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, 'price must be a decimal string like "12.00"');
const status = z.union([z.string(), z.number()]).transform(String);
const code = z.union([z.string().min(1).max(40), z.number().int()]).transform(String);

const offerPriceInput = z.object({
  sale_type_id: z.number().int(),
  /** 'Vollpreis' marks the full price; every other name is a discount. */
  name: z.string().min(1).max(120),
  text: localized.optional(),
  price: decimal,
  /** VAT included in the price, in percent (0, 7 or 19). */
  vat_rate: z.union([z.literal(0), z.literal(7), z.literal(19)]).default(7),
});

const offerTimeslotInput = z.object({
  block_id: z.number().int(),
  status: status.default('1'),
  time_start: z.coerce.date(),
  time_end: z.coerce.date(),
  capacity: z.number().int().min(0),
});

const offerSeatGroupInput = z.object({
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
