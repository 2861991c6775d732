// GET /{locale}/api/venues/{id}/ - one venue with rooms, map link and upcoming events
import { notFound, withRoute, idRouteParams } from '@/lib/api';
import { getVenue } from '@/features/venues/server';

export const GET = withRoute({ params: idRouteParams }, async ({ params }) => {
  const venue = await getVenue(params.id, params.locale);
  if (!venue) throw notFound('Venue');
  return venue;
});
