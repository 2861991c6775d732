import 'server-only';
import { roleAllows, type StaffRole } from '../user-schemas';
import { currentUser } from './session';

/** For staff pages (dynamic by nature): the logged-in staff user, or a redirect to the login page. */
export async function requireStaffPage(locale: string, next: string) {
  const user = await currentUser();
  if (user) return user;
  // Loaded on use: next/navigation pulls in the client router, which does not load in the seed and scripts
  // (tsx under the react-server condition) that import this feature's server entry.
  const { redirect } = await import('next/navigation');
  return redirect(`/${locale}/login?next=${encodeURIComponent(next)}`);
}

/**
 * requireStaffPage plus a role: logged out goes to the login page; a user whose role may not use the
 * page gets the 403 page (Next's forbidden(), app/[locale]/(dashboard)/forbidden.tsx says which role
 * the account has). Administrators pass everything.
 */
export async function requireRolePage(locale: string, next: string, allowed: StaffRole | readonly StaffRole[]) {
  const user = await requireStaffPage(locale, next);
  if (roleAllows(user.role, allowed)) return user;
  const { forbidden } = await import('next/navigation');
  return forbidden();
}
