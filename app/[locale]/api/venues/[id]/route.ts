// GET /{locale}/api/venues/{id}/ - one venue with rooms, map link and upcoming events (?view=edit: the
// editable record) · POST/PATCH - update · DELETE - delete (editor)
import { notFound, withRoute, idRouteParams } from '@/lib/api';
import { itemRoutes } from '@/features/resources/server';
import { getVenue, venueResource } from '@/features/venues/server';

const get = withRoute({ params: idRouteParams }, async ({ params }) => {
  const venue = await getVenue(params.id, params.locale);
  if (!venue) throw notFound('Venue');
  return venue;
});

export const { GET, POST, PATCH, DELETE } = itemRoutes(venueResource, { get });
