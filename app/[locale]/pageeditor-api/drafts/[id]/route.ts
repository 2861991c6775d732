// GET    /{lang}/pageeditor-api/drafts/{page_id}/ - staff: the page's draft (null if none), pending schedules, programme warnings
// PUT    /{lang}/pageeditor-api/drafts/{page_id}/ - staff: save the draft {revision, sections, force?}; 409 over a newer revision
// DELETE /{lang}/pageeditor-api/drafts/{page_id}/ - staff: discard the draft
import { NextResponse } from 'next/server';
import { idRouteParams as params, withRoute } from '@/lib/api';
import { DRAFT_MAX_BYTES, draftSaveSchema } from '@/features/pages';
import { discardDraft, draftState, saveDraft, staffOnPage } from '@/features/pages/server';

export const GET = withRoute({ params, guard: staffOnPage }, async ({ params: p }) =>
  NextResponse.json(await draftState(p.id, p.locale)),
);

export const PUT = withRoute(
  { params, guard: staffOnPage, body: draftSaveSchema, maxBodyBytes: DRAFT_MAX_BYTES, invalidBodyStatus: 422 },
  async ({ params: p, body, guarded }) => NextResponse.json(await saveDraft(p.id, p.locale, guarded.id, body)),
);

export const DELETE = withRoute({ params, guard: staffOnPage }, async ({ params: p }) => {
  await discardDraft(p.id, p.locale);
  return new Response(null, { status: 204 });
});
