// POST /api/account/login/ - visitor login {email, password, next?}: session cookies; 401 credentials, 403 unverified, 429
import { withRoute } from '@/lib/api';
import { loginAction } from '@/features/accounts/server';
import { keepGuestFavorites } from '@/features/favorites/server';

export const POST = withRoute({}, ({ req }) => loginAction(req, keepGuestFavorites(req)));
