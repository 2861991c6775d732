// GET /{locale}/api/events/{id}/calendar.ics - the event as an iCalendar file (add to calendar)
import { notFound, withRoute, idRouteParams } from '@/lib/api';
import { env } from '@/lib/env';
import { buildIcs, toIcsEvent } from '@/features/events';
import { getEventDetail } from '@/features/events/server';

export const GET = withRoute({ params: idRouteParams }, async ({ params }) => {
  const event = await getEventDetail(params.id, params.locale);
  if (!event) throw notFound('Event');
  const body = buildIcs([toIcsEvent(event, env().SITE_URL)], { name: event.title });
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${event.slug || 'event'}-${event.id}.ics"`,
      'cache-control': 'public, max-age=300',
    },
  });
});
