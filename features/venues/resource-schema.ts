import { z } from 'zod';
import { localized, localizedSlug, plainText, position, refId } from '@/features/resources';

/** A venue as staff create and edit it (dashboard form and /{lang}/api/venues/). */
export const venueResourceSchema = z.object({
  name: localized({ required: true, max: 200 }),
  slug: localizedSlug,
  description: localized({ max: 20000 }),
  street: plainText(200),
  zip: plainText(20),
  city: plainText(100),
  latitude: z.number({ error: 'must be a number' }).min(-90).max(90).nullable().default(null),
  longitude: z.number({ error: 'must be a number' }).min(-180).max(180).nullable().default(null),
  image_id: refId,
  position,
  rooms: z
    .array(
      z.object({
        id: z.number().int().positive().optional(),
        name: localized({ required: true, max: 200 }),
        capacity: z.number({ error: 'must be a number' }).int().min(0).max(100000).nullable().default(null),
      }),
    )
    .max(100)
    .default([]),
});
export type VenueInput = z.infer<typeof venueResourceSchema>;
