// GET /api/search/ - events and other results of a search, first pages (?query=, ?lang=, ?page=)
import { NextResponse } from 'next/server';
import { withRoute } from '@/lib/api';
import { searchQuerySchema } from '@/features/search';
import { pagedSearch, SEARCH_CACHE_HEADERS, withSearchSlot } from '@/features/search/server';

export const GET = withRoute({ query: searchQuerySchema }, async ({ req, query }) => {
  const [events, others] = await withSearchSlot(req, () =>
    Promise.all([pagedSearch(req.url, query, 'events'), pagedSearch(req.url, query, 'others')]),
  );
  return NextResponse.json({ query: query.text, events, others }, { headers: SEARCH_CACHE_HEADERS });
});
