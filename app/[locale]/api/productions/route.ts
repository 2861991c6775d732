// GET /{locale}/api/productions/?season=&exhibition_type=&tag=&date=&page= - productions, paged from page 1
// (?view=edit: editable records for staff) · POST - create a production (editor)
import { badRequest, localeParams, notFound, paged, withRoute } from '@/lib/api';
import { productionsQuery } from '@/features/events';
import { unknownFilterValue } from '@/features/events/server';
import { listProductions, productionResource } from '@/features/productions/server';
import { collectionRoutes } from '@/features/resources/server';

const list = withRoute({ params: localeParams, query: productionsQuery }, async ({ req, params, query }) => {
  const { page, page_size, ...filter } = query;
  const unknown = await unknownFilterValue({
    season: filter.season,
    exhibition_type: filter.exhibition_type,
    production_tag: filter.tag,
  });
  if (unknown) throw badRequest(unknown);
  const { count, results } = await listProductions(filter, params.locale, page, page_size);
  if (page > 1 && (page - 1) * page_size >= count) throw notFound(`Page ${page}`);
  return paged(req.url, results, count, page, page_size);
});

export const { GET, POST } = collectionRoutes(productionResource, { list });
