// GET /{locale}/api/productions/{id}/ - one production with cast and upcoming dates
import { notFound, withRoute } from '@/lib/api';
import { idRouteParams } from '@/features/events';
import { getProduction } from '@/features/productions/server';

export const GET = withRoute({ params: idRouteParams }, async ({ params }) => {
  const production = await getProduction(params.id, params.locale);
  if (!production) throw notFound('Production');
  return production;
});
