// GET /api/seasons/?lang= - seasons for the productions filter ({data: [...]})
import { langQuery, withRoute } from '@/lib/api';
import { seasonResource, getProgrammeOptions } from '@/features/events/server';
import { collectionRoutes } from '@/features/resources/server';

const list = withRoute({ query: langQuery }, async ({ query }) => ({
  data: (await getProgrammeOptions(query.lang)).season,
}));

// ?view=edit: the editable records for staff · POST - create one (editor)
export const { GET, POST } = collectionRoutes(seasonResource, { list });
