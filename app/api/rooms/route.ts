// GET /api/rooms/?lang= - filter options for Location (rooms with their venue)
import { langQuery, withRoute } from '@/lib/api';
import { getProgrammeOptions } from '@/features/events/server';

export const GET = withRoute({ query: langQuery }, async ({ query }) => (await getProgrammeOptions(query.lang)).room);
