// GET /api/user-details/ - the auth user of docs/requirements.md §3 (staff, else a logged-in visitor); 401 for anonymous visitors
import { unauthorized, withRoute } from '@/lib/api';
import { currentUser } from '@/features/auth/server';
import { ACCOUNT_LOGOUT_URL } from '@/features/accounts';
import { currentVisitor } from '@/features/accounts/server';

export const GET = withRoute({}, async () => {
  const user = await currentUser();
  if (user) {
    return {
      is_logged_in: true,
      has_dashboard_online_access: user.admin_menus.length > 0,
      username: user.username,
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      login_url: '/de/login',
      logout_url: '/api/auth/logout/',
      webshop_url: '/webshop',
    };
  }
  // Visitors: name and address for the header, never any staff access.
  const visitor = await currentVisitor();
  if (!visitor) throw unauthorized();
  return {
    is_logged_in: true,
    has_dashboard_online_access: false,
    username: visitor.email,
    email: visitor.email,
    first_name: visitor.first_name,
    last_name: visitor.last_name,
    login_url: `/${visitor.locale}/user/login`,
    logout_url: ACCOUNT_LOGOUT_URL,
    webshop_url: '/webshop',
  };
});
