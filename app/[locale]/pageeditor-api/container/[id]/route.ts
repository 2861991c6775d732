// PATCH  /{lang}/pageeditor-api/container/{id}/ - staff: save a section's settings and blocks (409 if changed since `version`)
// DELETE /{lang}/pageeditor-api/container/{id}/ - staff: remove a section
import { idRouteParams as params, withRoute } from '@/lib/api';
import { requireStaff } from '@/features/auth/server';
import { SECTION_MAX_BYTES, sectionUpdateSchema } from '@/features/pages';
import { deleteSection, updateSection } from '@/features/pages/server';

export const PATCH = withRoute({ params, guard: requireStaff, body: sectionUpdateSchema, maxBodyBytes: SECTION_MAX_BYTES, invalidBodyStatus: 422 }, async ({ params, body }) =>
  updateSection(params.locale, params.id, body),
);

export const DELETE = withRoute({ params, guard: requireStaff }, async ({ params }) => {
  await deleteSection(params.locale, params.id);
  return new Response(null, { status: 204 });
});
