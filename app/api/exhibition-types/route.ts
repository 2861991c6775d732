// GET /api/exhibition-types/?lang= - filter options for Exhibition Type (the slug is the id)
import { langQuery, withRoute } from '@/lib/api';
import { exhibitionTypeResource, getProgrammeOptions } from '@/features/events/server';
import { collectionRoutes } from '@/features/resources/server';

const list = withRoute({ query: langQuery }, async ({ query }) => (await getProgrammeOptions(query.lang)).type);

// ?view=edit: the editable records for staff · POST - create one (editor)
export const { GET, POST } = collectionRoutes(exhibitionTypeResource, { list });
