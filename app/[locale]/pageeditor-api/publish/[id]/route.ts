// POST /{lang}/pageeditor-api/publish/{page_id}/ - staff: publish the draft of `revision` now (200) or `at` a time (202), with the version kept
import { NextResponse } from 'next/server';
import { idRouteParams as params, withRoute } from '@/lib/api';
import { publishSchema } from '@/features/pages';
import { publishPage, staffOnPage } from '@/features/pages/server';

export const POST = withRoute(
  { params, guard: staffOnPage, body: publishSchema, invalidBodyStatus: 422 },
  async ({ params: p, body, guarded }) =>
    NextResponse.json(await publishPage(p.id, p.locale, guarded.id, body), { status: body.at ? 202 : 200 }),
);
