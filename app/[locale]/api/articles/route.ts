// GET /{locale}/api/articles/ - magazine articles, newest first (?category=, ?tag=, ?page=), paged
// (?view=edit: editable records for staff) · POST - create an article (editor)
import { paged, withRoute, localeParams } from '@/lib/api';
import { articlesQuerySchema } from '@/features/magazine';
import { articleResource } from '@/features/article-editing/server';
import { getArticles } from '@/features/magazine/server';
import { collectionRoutes } from '@/features/resources/server';

const list = withRoute({ params: localeParams, query: articlesQuerySchema }, async ({ req, params, query }) => {
  const list = await getArticles({
    locale: params.locale,
    category: query.category,
    tag: query.tag,
    page: query.page,
    pageSize: query.page_size,
  });
  return paged(req.url, list.results, list.count, query.page, query.page_size);
});

export const { GET, POST } = collectionRoutes(articleResource, { list });
