// GET /{locale}/api/events/?room=&type=&tag=&series=&genre=&date=&date_to=&next_3_days=&weekend=&page=&page_size= - upcoming events, paged
// (?view=edit: editable records for staff, with ?production=&venue=&date_from=&date_to=) · POST - create (editor)
import { badRequest, localeParams, notFound, paged, withRoute } from '@/lib/api';
import { eventsQuery, resolveDays } from '@/features/events';
import { eventResource, listEvents, unknownFilterValue } from '@/features/events/server';
import { collectionRoutes } from '@/features/resources/server';

const list = withRoute({ params: localeParams, query: eventsQuery }, async ({ req, params, query }) => {
  const { state, page, page_size } = query;
  const unknown = await unknownFilterValue(state.filter);
  if (unknown) throw badRequest(unknown);
  const { count, results } = await listEvents(
    { filter: state.filter, ...resolveDays(state) },
    params.locale,
    page,
    page_size,
  );
  if (page > 1 && (page - 1) * page_size >= count) throw notFound(`Page ${page}`);
  return paged(req.url, results, count, page, page_size);
});

export const { GET, POST } = collectionRoutes(eventResource, { list });
