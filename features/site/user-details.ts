import { z } from 'zod';

/** Answer of GET /api/user-details/ (SPEC section 3, Auth user). */
export const userDetailsSchema = z.object({
  is_logged_in: z.boolean(),
  has_dashboard_online_access: z.boolean().optional(),
  username: z.string(),
  email: z.string().nullish(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  login_url: z.string().nullish(),
  logout_url: z.string().nullish(),
  webshop_url: z.string().nullish(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

/** 'loading' until the call has finished; a failed call counts as anonymous (SPEC 8: default kept). */
export type UserState = { status: 'loading' } | { status: 'anonymous' } | { status: 'logged-in'; user: UserDetails };

export function displayName(user: UserDetails): string {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return name || user.username;
}
