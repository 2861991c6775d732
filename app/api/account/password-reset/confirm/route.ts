// POST /api/account/password-reset/confirm/ - sets a new password with the mailed one-time link {token, password}; ends all sessions
import { withRoute } from '@/lib/api';
import { resetPasswordAction } from '@/features/accounts/server';

export const POST = withRoute({}, ({ req }) => resetPasswordAction(req));
