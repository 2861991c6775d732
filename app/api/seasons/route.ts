// GET /api/seasons/?lang= - seasons for the productions filter ({data: [...]})
import { langQuery, withRoute } from '@/lib/api';
import { getProgrammeOptions } from '@/features/events/server';

export const GET = withRoute({ query: langQuery }, async ({ query }) => ({ data: (await getProgrammeOptions(query.lang)).season }));
