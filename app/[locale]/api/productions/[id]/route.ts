// GET /{locale}/api/productions/{id}/ - one production with cast and upcoming dates (?view=edit: the
// editable record) · POST/PATCH - update · DELETE - delete (editor)
import { notFound, withRoute, idRouteParams } from '@/lib/api';
import { getProduction, productionResource } from '@/features/productions/server';
import { itemRoutes } from '@/features/resources/server';

const get = withRoute({ params: idRouteParams }, async ({ params }) => {
  const production = await getProduction(params.id, params.locale);
  if (!production) throw notFound('Production');
  return production;
});

export const { GET, POST, PATCH, DELETE } = itemRoutes(productionResource, { get });
