// POST /api/account/delete/ - deletes the account {password}; its orders stay without personal data; cookies cleared
import { withRoute } from '@/lib/api';
import { deleteAccountAction } from '@/features/accounts/server';

export const POST = withRoute({}, ({ req }) => deleteAccountAction(req));
