import { z } from 'zod';
import { linkUrl, localized, localizedSlug, position, refId } from '@/features/resources';

const price = z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be a price like 89.00');

/** A series or subscription as staff edit it (/{lang}/api/series/). */
export const seriesResourceSchema = z.object({
  name: localized({ required: true, max: 200 }),
  slug: localizedSlug,
  teaser: localized({ max: 1000 }),
  description: localized({ max: 20000 }),
  is_subscription: z.boolean({ error: 'must be true or false' }).default(false),
  subscription_price: z
    .union([price, z.literal('')])
    .nullable()
    .default(null),
  ticket_url: linkUrl,
  show_in_filter: z.boolean({ error: 'must be true or false' }).default(true),
  image_id: refId,
  position,
});
export type SeriesInput = z.infer<typeof seriesResourceSchema>;
