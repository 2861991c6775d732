/**
 * Answer of GET /api/user-details/ (docs/requirements.md §3, Auth user). Checked by hand instead of with zod:
 * it is parsed in the browser on every page, where even zod/mini adds about 16 KB gzip.
 */
export type UserDetails = {
  is_logged_in: boolean;
  has_dashboard_online_access?: boolean;
  username: string;
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  login_url?: string | null;
  logout_url?: string | null;
  webshop_url?: string | null;
};

const OPTIONAL_STRINGS = ['email', 'first_name', 'last_name', 'login_url', 'logout_url', 'webshop_url'] as const;

/** The user details if `data` has their shape (unknown extra fields are dropped), otherwise null. */
export function parseUserDetails(data: unknown): UserDetails | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (typeof d.is_logged_in !== 'boolean' || typeof d.username !== 'string') return null;
  if (d.has_dashboard_online_access !== undefined && typeof d.has_dashboard_online_access !== 'boolean') return null;
  const user: UserDetails = { is_logged_in: d.is_logged_in, username: d.username };
  if (d.has_dashboard_online_access !== undefined) user.has_dashboard_online_access = d.has_dashboard_online_access;
  for (const key of OPTIONAL_STRINGS) {
    const value = d[key];
    if (value === undefined) continue;
    if (value !== null && typeof value !== 'string') return null;
    user[key] = value;
  }
  return user;
}

/** 'loading' until the call has finished; a failed call counts as anonymous (docs/requirements.md §8: default kept). */
export type UserState = { status: 'loading' } | { status: 'anonymous' } | { status: 'logged-in'; user: UserDetails };

export function displayName(user: UserDetails): string {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return name || user.username;
}
