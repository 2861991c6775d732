// GET /{locale}/api/teasers/ - event teasers from today on, each with its position as end-of-day date_start
import { localeParams, withRoute } from '@/lib/api';
import { listTeasers } from '@/features/events/server';

export const GET = withRoute({ params: localeParams }, async ({ params }) => listTeasers(params.locale));
