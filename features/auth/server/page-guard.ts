import 'server-only';
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
