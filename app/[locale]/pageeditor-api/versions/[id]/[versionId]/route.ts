// GET /{lang}/pageeditor-api/versions/{page_id}/{version_id}/ - staff: one version with its sections (for the diff)
import { NextResponse } from 'next/server';
import { idParam, idRouteParams, withRoute } from '@/lib/api';
import { readVersion, staffOnPage } from '@/features/pages/server';

const params = idRouteParams.extend({ versionId: idParam });

export const GET = withRoute({ params, guard: staffOnPage }, async ({ params: p }) =>
  NextResponse.json(await readVersion(p.id, p.locale, p.versionId)),
);
