// PATCH /{lang}/pageeditor-api/page-settings/{id}/ - staff: the toolbar's page settings in this language; answers the page entity
import type { NextRequest } from 'next/server';
import { idRouteParams, withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { pageSettingsSchema } from '@/features/pages';
import { assertPageExists, updatePageSettings } from '@/features/pages/server';

/** Staff only, and the page must exist: both are answered before the body is looked at. */
async function guard(req: NextRequest, { id }: { id: number }) {
  const user = await requireRole(req, 'editor');
  await assertPageExists(id);
  return user;
}

export const PATCH = withRoute(
  { params: idRouteParams, guard, body: pageSettingsSchema, invalidBodyStatus: 422 },
  async ({ params, body }) => updatePageSettings(params.locale, params.id, body),
);
