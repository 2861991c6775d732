import { z } from 'zod';

/**
 * A staff check-in: the text of the QR code, scanned or typed; `force` admits a valid ticket of
 * another day after staff confirmed it; `locale` is the language of the event texts in the answer.
 */
export const checkInRequest = z.object({
  code: z
    .string({ error: 'code must be the text of the ticket code' })
    .trim()
    .min(1, 'Please scan or type a ticket code')
    .max(200, 'That is too long for a ticket code'),
  force: z.boolean({ error: 'force must be true or false' }).optional(),
  locale: z.enum(['de', 'en', 'cs'], { error: 'locale must be de, en or cs' }).optional(),
});
export type CheckInRequest = z.infer<typeof checkInRequest>;
