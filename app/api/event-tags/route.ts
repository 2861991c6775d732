// GET /api/event-tags/?lang= - filter options for Tags (only those with show_in_filter)
import { langQuery, withRoute } from '@/lib/api';
import { eventTagResource, getProgrammeOptions } from '@/features/events/server';
import { collectionRoutes } from '@/features/resources/server';

const list = withRoute({ query: langQuery }, async ({ query }) => (await getProgrammeOptions(query.lang)).tag);

// ?view=edit: the editable records for staff · POST - create one (editor)
export const { GET, POST } = collectionRoutes(eventTagResource, { list });
