// GET /api/search/autocomplete/ - suggestions for the typed text (?query=, ?lang=), lower-cased first
import { NextResponse } from 'next/server';
import { withRoute } from '@/lib/api';
import { autocompleteQuerySchema } from '@/features/search/schemas';
import { suggest } from '@/features/search/server/search';
import { SEARCH_CACHE_HEADERS } from '@/features/search/server/api';

export const GET = withRoute({ query: autocompleteQuerySchema }, async ({ query }) =>
  NextResponse.json({ query: query.text, results: query.text ? await suggest(query.lang, query.text) : [] }, { headers: SEARCH_CACHE_HEADERS }),
);
