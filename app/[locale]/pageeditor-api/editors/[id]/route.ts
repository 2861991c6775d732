// POST   /{lang}/pageeditor-api/editors/{page_id}/ - staff: "I have this page open in edit mode"; answers who else has (name, since)
// DELETE /{lang}/pageeditor-api/editors/{page_id}/ - staff: the editor was closed
import { NextResponse } from 'next/server';
import { idRouteParams as params, withRoute } from '@/lib/api';
import { leaveEditor, staffOnPage, touchEditor } from '@/features/pages/server';

export const POST = withRoute({ params, guard: staffOnPage }, async ({ params: p, guarded }) =>
  NextResponse.json({ others: await touchEditor(p.id, p.locale, guarded.id) }),
);

export const DELETE = withRoute({ params, guard: staffOnPage }, async ({ params: p, guarded }) => {
  await leaveEditor(p.id, p.locale, guarded.id);
  return new Response(null, { status: 204 });
});
