// POST /{lang}/pageeditor-api/versions/{page_id}/{version_id}/restore/ - staff: restore a version into the draft; answers the draft
import { NextResponse } from 'next/server';
import { idParam, idRouteParams, withRoute } from '@/lib/api';
import { restoreVersion, staffOnPage } from '@/features/pages/server';

const params = idRouteParams.extend({ versionId: idParam });

export const POST = withRoute({ params, guard: staffOnPage }, async ({ params: p, guarded }) =>
  NextResponse.json(await restoreVersion(p.id, p.locale, p.versionId, guarded.id)),
);
