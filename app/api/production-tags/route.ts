// GET /api/production-tags/?lang= - tags for the productions filter ({data: [...]})
import { langQuery, withRoute } from '@/lib/api';
import { getProgrammeOptions, productionTagResource } from '@/features/events/server';
import { collectionRoutes } from '@/features/resources/server';

const list = withRoute({ query: langQuery }, async ({ query }) => ({
  data: (await getProgrammeOptions(query.lang)).productionTag,
}));

// ?view=edit: the editable records for staff · POST - create one (editor)
export const { GET, POST } = collectionRoutes(productionTagResource, { list });
