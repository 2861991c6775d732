// GET /{locale}/api/productions/{id}/ - one production with cast and upcoming dates
import { notFound, withRoute, idRouteParams } from '@/lib/api';
import { getProduction } from '@/features/productions/server';

export const GET = withRoute({ params: idRouteParams }, async ({ params }) => {
  const production = await getProduction(params.id, params.locale);
  if (!production) throw notFound('Production');
  return production;
});
