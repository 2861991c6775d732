// GET /api/series/?lang= - filter options for Series (only those with show_in_filter)
import { langQuery, withRoute } from '@/lib/api';
import { getProgrammeOptions } from '@/features/events/server';

export const GET = withRoute({ query: langQuery }, async ({ query }) => (await getProgrammeOptions(query.lang)).series);
