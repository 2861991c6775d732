// GET /{lang}/pageeditor-api/user - the logged-in staff user; 401 means not logged in
import { localeParams, unauthorized, withRoute } from '@/lib/api';
import { currentUser, setStaffPreview } from '@/features/auth/server';

export const GET = withRoute({ params: localeParams }, async () => {
  const user = await currentUser();
  if (!user) throw unauthorized();
  // A session from before draft mode existed: switch it on, so this staff member sees drafts from now on.
  await setStaffPreview(true);
  return { id: user.id, email: user.email, username: user.username, admin_menus: user.admin_menus, logged: true };
});
