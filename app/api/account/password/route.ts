// POST /api/account/password/ - change the password {current_password, new_password}; other sessions end
import { withRoute } from '@/lib/api';
import { changePasswordAction } from '@/features/accounts/server';

export const POST = withRoute({}, ({ req }) => changePasswordAction(req));
