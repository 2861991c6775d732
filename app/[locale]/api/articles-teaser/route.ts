// GET /{locale}/api/articles-teaser/ - the newest article as a teaser (?category= optional)
import { withRoute, localeParams, notFound } from '@/lib/api';
import { articlesQuerySchema } from '@/features/magazine';
import { getArticles } from '@/features/magazine/server';

export const GET = withRoute(
  { params: localeParams, query: articlesQuerySchema.pick({ category: true }) },
  async ({ params, query }) => {
    const list = await getArticles({ locale: params.locale, category: query.category, page: 1, pageSize: 1 });
    if (!list.results[0]) throw notFound('Article');
    return list.results[0];
  },
);
