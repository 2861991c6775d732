// GET /api/search/autocomplete/ - suggestions for the typed text (?query=, ?lang=), lower-cased first
import { NextResponse } from 'next/server';
import { withRoute } from '@/lib/api';
import { autocompleteQuerySchema } from '@/features/search';
import { limitAutocomplete, suggest, SEARCH_CACHE_HEADERS } from '@/features/search/server';

export const GET = withRoute({ query: autocompleteQuerySchema }, async ({ req, query }) => {
  await limitAutocomplete(req);
  const results = query.text ? await suggest(query.lang, query.text) : [];
  return NextResponse.json({ query: query.text, results }, { headers: SEARCH_CACHE_HEADERS });
});
