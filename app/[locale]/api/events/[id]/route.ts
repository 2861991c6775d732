// GET /{locale}/api/events/{id}/ - one event with venue, cast, offer (current event data) and other dates
// (?view=edit: the editable record) · POST/PATCH - update · DELETE - delete (editor)
import { notFound, withRoute, idRouteParams } from '@/lib/api';
import { eventResource, getEventDetail } from '@/features/events/server';
import { itemRoutes } from '@/features/resources/server';

const get = withRoute({ params: idRouteParams }, async ({ params }) => {
  const event = await getEventDetail(params.id, params.locale);
  if (!event) throw notFound('Event');
  return event;
});

export const { GET, POST, PATCH, DELETE } = itemRoutes(eventResource, { get });
