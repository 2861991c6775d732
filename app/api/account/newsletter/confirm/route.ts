// POST /api/account/newsletter/confirm/ - the button behind the newsletter link {token}: the subscription is on
import { withRoute } from '@/lib/api';
import { confirmNewsletterAction } from '@/features/accounts/server';

export const POST = withRoute({}, ({ req }) => confirmNewsletterAction(req));
