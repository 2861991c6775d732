// POST /api/account/verify/ - the verification page's button {token}: verifies the address, logs in (cookies)
import { withRoute } from '@/lib/api';
import { verifyAction } from '@/features/accounts/server';
import { keepGuestFavorites } from '@/features/favorites/server';

export const POST = withRoute({}, ({ req }) => verifyAction(req, keepGuestFavorites(req)));
