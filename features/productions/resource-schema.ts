import { z } from 'zod';
import { localized, localizedSlug, position, refId } from '@/features/resources';

/** A production as staff edit it (/{lang}/api/productions/): texts, filters, tags and cast. */
export const productionResourceSchema = z.object({
  title: localized({ required: true, max: 200 }),
  slug: localizedSlug,
  subtitle: localized({ max: 300 }),
  teaser: localized({ max: 1000 }),
  description: localized({ max: 20000 }),
  duration: localized({ max: 100 }),
  season_id: refId,
  exhibition_type_id: refId,
  venue_id: refId,
  image_id: refId,
  is_online: z.boolean({ error: 'must be true or false' }).default(true),
  position,
  /** Visitors may cancel tickets of its dates until this many hours before; null: the venue's setting. */
  cancel_deadline_hours: z
    .number({ error: 'must be a number of hours' })
    .int('must be whole hours')
    .min(0, 'at least 0')
    .max(720, 'at most 720 (30 days)')
    .nullable()
    .default(null),
  tag_ids: z.array(z.number().int().positive()).max(50).default([]),
  cast: z
    .array(
      z.object({ person_id: z.number({ error: 'choose a person' }).int().positive(), role: localized({ max: 200 }) }),
    )
    .max(200)
    .refine((list) => new Set(list.map((c) => c.person_id)).size === list.length, 'a person can be listed once')
    .default([]),
});
export type ProductionInput = z.infer<typeof productionResourceSchema>;
