// POST /api/account/email/confirm/ - the button behind the link sent to the new address {token}: the address changes
import { withRoute } from '@/lib/api';
import { confirmEmailAction } from '@/features/accounts/server';

export const POST = withRoute({}, ({ req }) => confirmEmailAction(req));
