// GET /{locale}/api/articles/ - magazine articles, newest first (?category=, ?tag=, ?page=), paged
import { paged, withRoute, localeParams } from '@/lib/api';
import { articlesQuerySchema } from '@/features/magazine';
import { getArticles } from '@/features/magazine/server';

export const GET = withRoute({ params: localeParams, query: articlesQuerySchema }, async ({ req, params, query }) => {
  const list = await getArticles({ locale: params.locale, category: query.category, tag: query.tag, page: query.page, pageSize: query.page_size });
  return paged(req.url, list.results, list.count, query.page, query.page_size);
});
