// zod/mini: parsed in the browser on every page, where full zod would add ~30 KB gzip.
import * as z from 'zod/mini';

/** Answer of GET /api/user-details/ (SPEC section 3, Auth user). */
export const userDetailsSchema = z.object({
  is_logged_in: z.boolean(),
  has_dashboard_online_access: z.optional(z.boolean()),
  username: z.string(),
  email: z.nullish(z.string()),
  first_name: z.nullish(z.string()),
  last_name: z.nullish(z.string()),
  login_url: z.nullish(z.string()),
  logout_url: z.nullish(z.string()),
  webshop_url: z.nullish(z.string()),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

/** 'loading' until the call has finished; a failed call counts as anonymous (SPEC 8: default kept). */
export type UserState = { status: 'loading' } | { status: 'anonymous' } | { status: 'logged-in'; user: UserDetails };

export function displayName(user: UserDetails): string {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return name || user.username;
}
