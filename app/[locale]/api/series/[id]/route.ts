// GET /{locale}/api/series/{id}/ - one series or subscription with its upcoming events (?view=edit: the
// editable record) · POST/PATCH - update · DELETE - delete (editor)
import { notFound, withRoute, idRouteParams } from '@/lib/api';
import { itemRoutes } from '@/features/resources/server';
import { getSeries, seriesResource } from '@/features/events/server';

const get = withRoute({ params: idRouteParams }, async ({ params }) => {
  const series = await getSeries(params.id, params.locale);
  if (!series) throw notFound('Series');
  return series;
});

export const { GET, POST, PATCH, DELETE } = itemRoutes(seriesResource, { get });
