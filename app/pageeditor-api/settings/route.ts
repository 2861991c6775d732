// GET /pageeditor-api/settings - site status and HTML blocks ({status, data})
import { withRoute } from '@/lib/api';
import { getSiteSettings } from '@/features/site/server/settings';

export const GET = withRoute({}, async () => ({ status: 'ok', data: await getSiteSettings() }));
