import 'server-only';
import { paged, type Paged } from '@/lib/api';
import type { SearchGroup, SearchQuery, SearchResult } from '../schemas';
import { searchSite } from './search';

/** Search answers may be cached briefly by browsers and CDNs: content changes are not urgent here. */
export const SEARCH_CACHE_HEADERS = { 'Cache-Control': 'public, max-age=30, s-maxage=60' };

/** count_capped: more documents matched than `count`, the ones that can be paged to ("more than count"). */
export async function pagedSearch(
  url: string,
  query: SearchQuery,
  group: SearchGroup,
): Promise<Paged<SearchResult> & { count_capped: boolean }> {
  const { count, capped, results } = await searchSite({
    locale: query.lang,
    text: query.text,
    group,
    page: query.page,
    pageSize: query.page_size,
  });
  return { ...paged(url, results, count, query.page, query.page_size), count_capped: capped };
}
