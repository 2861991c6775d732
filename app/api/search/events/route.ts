// GET /api/search/events/ - events matching ?query=, paged (?page=, ?lang=)
import { NextResponse } from 'next/server';
import { withRoute } from '@/lib/api';
import { searchQuerySchema } from '@/features/search';
import { pagedSearch, SEARCH_CACHE_HEADERS, withSearchSlot } from '@/features/search/server';

export const GET = withRoute({ query: searchQuerySchema }, async ({ req, query }) =>
  NextResponse.json(await withSearchSlot(req, () => pagedSearch(req.url, query, 'events')), {
    headers: SEARCH_CACHE_HEADERS,
  }),
);
