import 'server-only';
import { redirect } from 'next/navigation';
import { currentUser } from './session';

/** For staff pages (dynamic by nature): the logged-in staff user, or a redirect to the login page. */
export async function requireStaffPage(locale: string, next: string) {
  const user = await currentUser();
  if (!user) redirect(`/${locale}/login?next=${encodeURIComponent(next)}`);
  return user;
}
