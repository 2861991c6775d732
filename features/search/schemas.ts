import { z } from 'zod';
import { localeParam, pageQuery } from '@/lib/api';
import { MAX_QUERY_LENGTH } from './query';

/** The kinds of content the site search covers; events get their own result list (docs/requirements.md §7). */
export const searchKinds = ['event', 'production', 'article', 'page', 'person', 'venue'] as const;
export type SearchKind = (typeof searchKinds)[number];
export type SearchGroup = 'all' | 'events' | 'others';

const q = z.string().max(MAX_QUERY_LENGTH, `query must be at most ${MAX_QUERY_LENGTH} characters`).default('');

/** ?query= (or ?q=) for every search endpoint; ?lang= picks the language (German by default). */
export const searchQuerySchema = z
  .object({ query: q.optional(), q: q.optional(), lang: localeParam.default('de'), ...pageQuery(10) })
  .transform(({ query, q: short, ...rest }) => ({ ...rest, text: (query || short || '').trim() }));
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const autocompleteQuerySchema = z
  .object({ query: q.optional(), q: q.optional(), lang: localeParam.default('de') })
  .transform(({ query, q: short, lang }) => ({ lang, text: (query || short || '').trim().toLowerCase() }));

/** One hit as the search API answers it. */
export type SearchResult = {
  id: string;
  kind: SearchKind;
  entity_id: number;
  title: string;
  text: string;
  url: string;
  date: string | null;
  image: { url: string; alt: string } | null;
};

export type Suggestion = { text: string };
