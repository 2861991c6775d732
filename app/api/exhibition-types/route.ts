// GET /api/exhibition-types/?lang= - filter options for Exhibition Type (the slug is the id)
import { langQuery, withRoute } from '@/lib/api';
import { getProgrammeOptions } from '@/features/events/server';

export const GET = withRoute({ query: langQuery }, async ({ query }) => (await getProgrammeOptions(query.lang)).type);
