// GET /{lang}/pageeditor-api/user - the logged-in staff user; 401 means not logged in
import { localeParams, unauthorized, withRoute } from '@/lib/api';
import { currentUser } from '@/features/auth/server';

export const GET = withRoute({ params: localeParams }, async () => {
  const user = await currentUser();
  if (!user) throw unauthorized();
  return { id: user.id, email: user.email, username: user.username, admin_menus: user.admin_menus, logged: true };
});
