// GET /{lang}/pageeditor-api/versions/{page_id}/?page= - staff: the page's versions, newest first (paged: id, created_at, author, state)
import { z } from 'zod';
import { NextResponse } from 'next/server';
import { idRouteParams as params, pageQuery, withRoute } from '@/lib/api';
import { listVersions, staffOnPage } from '@/features/pages/server';

const query = z.object({ page: pageQuery().page });

export const GET = withRoute({ params, query, guard: staffOnPage }, async ({ params: p, query: q }) =>
  NextResponse.json(await listVersions(p.id, p.locale, q.page)),
);
