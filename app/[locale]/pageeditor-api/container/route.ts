// POST /{lang}/pageeditor-api/container/ - staff: create a section (docs/requirements.md §7 module endpoint); 201 with it
import { NextResponse } from 'next/server';
import { localeParams, withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { SECTION_MAX_BYTES, sectionCreateSchema } from '@/features/pages';
import { createSection } from '@/features/pages/server';

export const POST = withRoute(
  {
    params: localeParams,
    guard: (req) => requireRole(req, 'editor'),
    body: sectionCreateSchema,
    maxBodyBytes: SECTION_MAX_BYTES,
    invalidBodyStatus: 422,
  },
  async ({ params, body }) => NextResponse.json(await createSection(params.locale, body), { status: 201 }),
);
