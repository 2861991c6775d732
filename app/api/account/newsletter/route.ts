// POST /api/account/newsletter/ - newsletter {newsletter: on|off}: 'on' mails a confirmation link (pending), 'off' at once
import { withRoute } from '@/lib/api';
import { newsletterAction } from '@/features/accounts/server';

export const POST = withRoute({}, ({ req }) => newsletterAction(req));
