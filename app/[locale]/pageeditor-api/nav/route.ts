// GET /{lang}/pageeditor-api/nav - menu and footer navigation in one language
import { localeParams, withRoute } from '@/lib/api';
import { getNavigation } from '@/features/pages/server';

export const GET = withRoute({ params: localeParams }, ({ params }) => getNavigation(params.locale));
