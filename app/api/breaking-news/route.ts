// GET /api/breaking-news/?lang= - current alerts, newest first ({data: [...]})
import { langQuery, withRoute } from '@/lib/api';
import { getBreakingNews } from '@/features/site/server';

export const GET = withRoute({ query: langQuery }, async ({ query }) => ({ data: await getBreakingNews(query.lang) }));
