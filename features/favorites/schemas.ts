import { z } from 'zod';

const truthy = new Set(['1', 'true', 'on', 'yes']);
const falsy = new Set(['0', 'false', 'off', 'no']);

/**
 * POST /api/favorites/: one change, as JSON from a heart (`favorite` a boolean) or as the heart's
 * plain form (all strings). `csrf_token` is the form's copy of a logged-in visitor's token.
 */
export const favoriteWrite = z.object({
  kind: z.enum(['event', 'production']),
  id: z.coerce.number().int().positive().max(2_147_483_647),
  favorite: z.union([
    z.boolean(),
    z
      .string()
      .refine((v) => truthy.has(v) || falsy.has(v), 'favorite must be true or false')
      .transform((v) => truthy.has(v)),
  ]),
  csrf_token: z.string().max(200).optional(),
});
export type FavoriteWrite = z.infer<typeof favoriteWrite>;
