// GET /{locale}/api/series/{id}/ - one series or subscription with its upcoming events
import { notFound, withRoute, idRouteParams } from '@/lib/api';
import { getSeries } from '@/features/events/server';

export const GET = withRoute({ params: idRouteParams }, async ({ params }) => {
  const series = await getSeries(params.id, params.locale);
  if (!series) throw notFound('Series');
  return series;
});
