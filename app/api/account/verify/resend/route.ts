// POST /api/account/verify/resend/ - a new verification link {email}; the same 202 for any address
import { withRoute } from '@/lib/api';
import { resendVerificationAction } from '@/features/accounts/server';

export const POST = withRoute({}, ({ req }) => resendVerificationAction(req));
