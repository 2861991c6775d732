// PATCH  /{lang}/pageeditor-api/container/{id}/ - staff: save a section's settings and blocks (409 if changed since `version`)
// DELETE /{lang}/pageeditor-api/container/{id}/ - staff: remove a section
import type { NextRequest } from 'next/server';
import type { Locale } from '@/i18n/config';
import { idRouteParams as params, withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { SECTION_MAX_BYTES, sectionUpdateSchema } from '@/features/pages';
import { assertSectionExists, deleteSection, updateSection } from '@/features/pages/server';

/** Staff only, and the section must exist: both are answered before the body is looked at. */
async function guard(req: NextRequest, { locale, id }: { locale: Locale; id: number }) {
  const user = await requireRole(req, 'editor');
  await assertSectionExists(locale, id);
  return user;
}

export const PATCH = withRoute(
  { params, guard, body: sectionUpdateSchema, maxBodyBytes: SECTION_MAX_BYTES, invalidBodyStatus: 422 },
  async ({ params, body }) => updateSection(params.locale, params.id, body),
);

export const DELETE = withRoute({ params, guard: (req) => requireRole(req, 'editor') }, async ({ params }) => {
  await deleteSection(params.locale, params.id);
  return new Response(null, { status: 204 });
});
