// GET /api/genres/?lang= - filter options for Genre
import { langQuery, withRoute } from '@/lib/api';
import { getProgrammeOptions } from '@/features/events/server';

export const GET = withRoute({ query: langQuery }, async ({ query }) => (await getProgrammeOptions(query.lang)).genre);
