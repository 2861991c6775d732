import { z } from 'zod';
import { dateTime, linkUrl, localized, localizedSlug, refId } from '@/features/resources';
import { editableOfferSchema } from '@/features/ticket-offers';
import { eventStatusValues, eventTypeValues } from './event-values';

/** An event date as staff edit it (/{lang}/api/events/): texts, time, filters, and its ticket offer. */
export const eventResourceSchema = z
  .object({
    title: localized({ required: true, max: 200 }),
    slug: localizedSlug,
    subtitle: localized({ max: 300 }),
    teaser: localized({ max: 1000 }),
    description: localized({ max: 20000 }),
    event_type: z.enum(eventTypeValues, { error: `must be one of ${eventTypeValues.join(', ')}` }).default('event'),
    date_start: dateTime,
    date_end: dateTime.nullable().default(null),
    status: z.enum(eventStatusValues, { error: `must be one of ${eventStatusValues.join(', ')}` }).default('scheduled'),
    is_free: z.boolean({ error: 'must be true or false' }).default(false),
    is_online: z.boolean({ error: 'must be true or false' }).default(true),
    venue_id: refId,
    room_id: refId,
    exhibition_type_id: refId,
    series_id: refId,
    genre_id: refId,
    production_id: refId,
    image_id: refId,
    ticket_url: linkUrl,
    tag_ids: z.array(z.number().int().positive()).max(50).default([]),
    /** null: no tickets are sold here (free, or sold elsewhere through ticket_url). */
    offer: editableOfferSchema.nullable().default(null),
  })
  .refine((e) => !e.date_end || Date.parse(e.date_end) > Date.parse(e.date_start), {
    message: 'must be after the start',
    path: ['date_end'],
  });
export type EventInput = z.infer<typeof eventResourceSchema>;
