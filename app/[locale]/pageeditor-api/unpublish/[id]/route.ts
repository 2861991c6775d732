// POST /{lang}/pageeditor-api/unpublish/{page_id}/ - staff: take the page offline now or `at` a time
import { NextResponse } from 'next/server';
import { idRouteParams as params, withRoute } from '@/lib/api';
import { unpublishSchema } from '@/features/pages';
import { staffOnPage, unpublishPage } from '@/features/pages/server';

export const POST = withRoute(
  { params, guard: staffOnPage, body: unpublishSchema, invalidBodyStatus: 422 },
  async ({ params: p, body, guarded }) =>
    NextResponse.json(await unpublishPage(p.id, p.locale, guarded.id, body), { status: body.at ? 202 : 200 }),
);
