// POST /api/account/logout/ - ends the visitor session (X-CSRFToken or the form's csrf_token) and clears its cookies
import { withRoute } from '@/lib/api';
import { logoutAction } from '@/features/accounts/server';

export const POST = withRoute({}, ({ req }) => logoutAction(req));
