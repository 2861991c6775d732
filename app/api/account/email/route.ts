// POST /api/account/email/ - change of e-mail address {email, password}: mails a link to the new address, changes nothing yet
import { withRoute } from '@/lib/api';
import { changeEmailAction } from '@/features/accounts/server';

export const POST = withRoute({}, ({ req }) => changeEmailAction(req));
