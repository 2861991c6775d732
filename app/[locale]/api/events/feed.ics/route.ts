// GET /{locale}/api/events/feed.ics?room=&type=&tag=&series=&genre=&date=&date_to=&next_3_days=&weekend= - subscribable calendar of the filtered list
import { badRequest, localeParams, withRoute } from '@/lib/api';
import { env } from '@/lib/env';
import { eventsFeedQuery, resolveDays, buildIcs, toIcsEvent } from '@/features/events';
import { listEvents, unknownFilterValue } from '@/features/events/server';

/** Calendar apps poll the feed; 200 dates cover about six months of the programme. */
const FEED_SIZE = 200;

export const GET = withRoute({ params: localeParams, query: eventsFeedQuery }, async ({ params, query }) => {
  const unknown = await unknownFilterValue(query.filter);
  if (unknown) throw badRequest(unknown);
  // A quick filter is resolved at every poll, so a subscribed 'weekend' feed moves on with the weeks.
  const { results } = await listEvents({ filter: query.filter, ...resolveDays(query) }, params.locale, 1, FEED_SIZE);
  const name = {
    de: 'Freilichtmuseum Lindenau – Programm',
    en: 'Lindenau Open-Air Museum – Programme',
    cs: 'Skanzen Lindenau – program',
  }[params.locale];
  return new Response(
    buildIcs(
      results.map((e) => toIcsEvent(e, env().SITE_URL)),
      { name },
    ),
    {
      headers: { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'public, max-age=900' },
    },
  );
});
