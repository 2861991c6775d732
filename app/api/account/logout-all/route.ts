// POST /api/account/logout-all/ - "log out everywhere": ends every session of the visitor's account (X-CSRFToken or the form's csrf_token)
import { withRoute } from '@/lib/api';
import { logoutEverywhereAction } from '@/features/accounts/server';

export const POST = withRoute({}, ({ req }) => logoutEverywhereAction(req));
