// GET /{locale}/api/events/{id}/ - one event with venue, cast, offer (current event data) and other dates
import { notFound, withRoute, idRouteParams } from '@/lib/api';
import { getEventDetail } from '@/features/events/server';

export const GET = withRoute({ params: idRouteParams }, async ({ params }) => {
  const event = await getEventDetail(params.id, params.locale);
  if (!event) throw notFound('Event');
  return event;
});
