// GET /pageeditor-api/settings - site status and HTML blocks ({status, data})
// PATCH /pageeditor-api/settings - staff: change site settings (revalidates pages and the proxy)
import { withRoute } from '@/lib/api';
import { siteSettingsUpdateSchema } from '@/features/settings';
import { getSiteSettings, updateSiteSettings } from '@/features/settings/server';
import { requireRole } from '@/features/auth/server';

export const GET = withRoute({}, async () => ({ status: 'ok', data: await getSiteSettings() }));

export const PATCH = withRoute({ body: siteSettingsUpdateSchema, maxBodyBytes: 512 * 1024 }, async ({ req, body }) => {
  await requireRole(req, 'admin');
  return { status: 'ok', data: await updateSiteSettings(body) };
});
