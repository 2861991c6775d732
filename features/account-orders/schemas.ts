import { z } from 'zod';

/** GET /api/account/orders/: a page of the account's orders. */
export const accountOrdersQuery = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(100000)
    .default(1),
  page_size: z.coerce
    .number({ error: 'page_size must be a number' })
    .int()
    .min(1, 'page_size must be 1 or more')
    .max(100, 'page_size is at most 100')
    .default(20),
});

/** POST /api/account/orders/claim/: nothing to choose (JSON may be empty); a plain form carries the CSRF token and its language. */
export const claimOrdersRequest = z.preprocess(
  (v) => v ?? {},
  z.object({
    csrf_token: z.string().max(200).optional(),
    locale: z.enum(['de', 'en', 'cs']).optional(),
  }),
);
