// POST /api/account/password-reset/ - asks for a reset link {email}; the same 202 for any address
import { withRoute } from '@/lib/api';
import { requestResetAction } from '@/features/accounts/server';

export const POST = withRoute({}, ({ req }) => requestResetAction(req));
