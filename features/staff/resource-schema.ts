import { z } from 'zod';
import { PASSWORD_TOO_LONG, withinPasswordLimit } from '@/lib/password-limit';
import { staffRoles } from '@/features/auth';

/**
 * A staff account as administrators manage it (/api/users/). The password is write-only: required
 * for a new account, optional on update (empty keeps the current one).
 */
export const userResourceSchema = z.object({
  email: z.email('must be an e-mail address').max(254),
  username: z
    .string({ error: 'must be text' })
    .trim()
    .min(2, 'at least 2 characters')
    .max(64)
    .regex(/^[A-Za-z0-9_.@+-]+$/, 'letters, digits and _ . @ + - only'),
  first_name: z.string().trim().max(100).default(''),
  last_name: z.string().trim().max(100).default(''),
  role: z.enum(staffRoles, { error: 'must be door, box_office, editor or admin' }).default('editor'),
  is_active: z.boolean({ error: 'must be true or false' }).default(true),
  password: z
    .union([z.string().min(10, 'at least 10 characters').refine(withinPasswordLimit, PASSWORD_TOO_LONG), z.literal('')])
    .optional(),
});
export type UserInput = z.infer<typeof userResourceSchema>;
