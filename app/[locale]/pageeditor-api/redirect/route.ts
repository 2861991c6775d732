// GET /{lang}/pageeditor-api/redirect - the redirect table (old_path -> new_path)
import { localeParams, withRoute } from '@/lib/api';
import { listRedirects } from '@/features/site/server/redirects';

export const GET = withRoute({ params: localeParams }, () => listRedirects());
