// PATCH /{lang}/pageeditor-api/page-settings/{id}/ - staff: the toolbar's page settings in this language; answers the page entity
import { idRouteParams, withRoute } from '@/lib/api';
import { requireStaff } from '@/features/auth/server';
import { pageSettingsSchema } from '@/features/pages';
import { updatePageSettings } from '@/features/pages/server';

export const PATCH = withRoute({ params: idRouteParams, guard: requireStaff, body: pageSettingsSchema, invalidBodyStatus: 422 }, async ({ params, body }) =>
  updatePageSettings(params.locale, params.id, body),
);
