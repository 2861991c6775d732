// GET /api/calendar/?date=&room=&type=&tag=&series=&genre= - days with matching events ({dates: ['2027-02-28', …]})
import { badRequest, withRoute } from '@/lib/api';
import { calendarQuery } from '@/features/events';
import { availableDates, unknownFilterValue } from '@/features/events/server';

export const GET = withRoute({ query: calendarQuery }, async ({ query }) => {
  const { date, ...filter } = query;
  const unknown = await unknownFilterValue(filter);
  if (unknown) throw badRequest(unknown);
  return { dates: await availableDates({ filter, date }) };
});
