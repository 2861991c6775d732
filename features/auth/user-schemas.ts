import { z } from 'zod';
import { PASSWORD_TOO_LONG, withinPasswordLimit } from '@/lib/password-limit';

/**
 * door: check-in and today's dates; box_office: orders, walk-in sale, refunds, reports, visitors;
 * editor: content; admin: everything, also staff users, site settings, redirects and the audit log.
 */
export const staffRoles = ['door', 'box_office', 'editor', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Whether a user of `role` may use what needs one of `allowed`: an administrator may use everything. */
export function roleAllows(role: StaffRole, allowed: StaffRole | readonly StaffRole[]): boolean {
  if (role === 'admin') return true;
  return (typeof allowed === 'string' ? [allowed] : allowed).includes(role);
}

export const createUserSchema = z.object({
  email: z.email().max(254),
  username: z
    .string()
    .trim()
    .min(2)
    .max(64)
    .regex(/^[A-Za-z0-9_.@+-]+$/),
  password: z
    .string()
    .min(10, 'password must have at least 10 characters')
    .refine(withinPasswordLimit, PASSWORD_TOO_LONG),
  first_name: z.string().trim().max(100).default(''),
  last_name: z.string().trim().max(100).default(''),
  role: z.enum(staffRoles).default('admin'),
  admin_menus: z.array(z.string()).default(['pages', 'events', 'articles', 'forms', 'orders']),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;
