// GET /api/opening-hours-today/?lang= - today's hours and exceptions in Europe/Berlin
import { langQuery, withRoute } from '@/lib/api';
import { getOpeningHoursToday } from '@/features/site/server';

export const GET = withRoute({ query: langQuery }, ({ query }) => getOpeningHoursToday(query.lang));
