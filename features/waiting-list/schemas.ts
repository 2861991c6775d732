import { z } from 'zod';

/** Ids are PostgreSQL integers: anything larger is unknown, never a database error. */
const INT_MAX = 2_147_483_647;
const idJet = z.coerce.number().int().positive().max(INT_MAX, 'unknown event');

/**
 * POST /api/shop-waitinglist/: join the waiting list of a sold-out date (or one seat group of it).
 * The cap on the number of tickets is the shop's tickets-per-order rule, checked by the server.
 */
export const waitingListJoin = z.object({
  event_jet_id: idJet,
  seat_group: z
    .union([z.string().max(40), z.number().int()])
    .transform((v) => String(v).trim())
    .transform((v) => v || null)
    .nullish(),
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ error: 'Please enter a valid e-mail address.' })),
  quantity: z.coerce.number().int().min(1).max(50),
  locale: z.enum(['de', 'en', 'cs']).default('de'),
});
export type WaitingListJoin = z.infer<typeof waitingListJoin>;

const waitingListStatuses = ['waiting', 'offered', 'used', 'expired', 'removed'] as const;
export type WaitingListStatus = (typeof waitingListStatuses)[number];

/** GET /api/waiting-list/ (staff): filters besides paging. */
export const waitingListQuery = z.object({
  event_jet_id: idJet.optional(),
  status: z.enum(waitingListStatuses).optional(),
});

/** POST /api/waiting-list/{id}/move/: a new place in line (1 = first), or one step up or down. */
export const waitingListMove = z.union([
  z.object({ position: z.number().int().min(1).max(100_000) }),
  z.object({ direction: z.enum(['up', 'down']) }),
]);
export type WaitingListMove = z.infer<typeof waitingListMove>;

/** POST /api/waiting-list/clear/ and /offer-next/: the date whose list is meant. */
export const waitingListDate = z.object({ event_jet_id: idJet });

/** POST /api/shop-waitinglist/leave/: the entry and the signature of the confirmation mail's link. */
export const waitingListLeave = z.object({
  entry: z.coerce.number().int().positive().max(INT_MAX),
  signature: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/),
  lang: z.enum(['de', 'en', 'cs']).default('de'),
});
