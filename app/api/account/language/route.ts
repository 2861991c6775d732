// POST /api/account/language/ - language of the account's mails {locale: de|en|cs}
import { withRoute } from '@/lib/api';
import { languageAction } from '@/features/accounts/server';

export const POST = withRoute({}, ({ req }) => languageAction(req));
