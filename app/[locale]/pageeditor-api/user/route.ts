// GET /{lang}/pageeditor-api/user - the logged-in staff user; 401 means not logged in, 403 a role that
// may not edit pages (door, box office): the site then opens no page editor for it
import { forbidden, localeParams, unauthorized, withRoute } from '@/lib/api';
import { roleAllows } from '@/features/auth';
import { currentUser, setStaffPreview } from '@/features/auth/server';

export const GET = withRoute({ params: localeParams }, async () => {
  const user = await currentUser();
  if (!user) throw unauthorized();
  if (!roleAllows(user.role, 'editor')) throw forbidden('Only editors and administrators edit pages.');
  // A session from before draft mode existed: switch it on, so this staff member sees drafts from now on.
  await setStaffPreview(true);
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    admin_menus: user.admin_menus,
    role: user.role,
    logged: true,
  };
});
