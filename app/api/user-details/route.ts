// GET /api/user-details/ - the auth user of SPEC section 3; 401 for anonymous visitors
import { unauthorized, withRoute } from '@/lib/api';
import { currentUser } from '@/features/auth/server';

export const GET = withRoute({}, async () => {
  const user = await currentUser();
  if (!user) throw unauthorized();
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
});
