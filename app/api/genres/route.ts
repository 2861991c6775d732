// GET /api/genres/?lang= - filter options for Genre
import { langQuery, withRoute } from '@/lib/api';
import { genreResource, getProgrammeOptions } from '@/features/events/server';
import { collectionRoutes } from '@/features/resources/server';

const list = withRoute({ query: langQuery }, async ({ query }) => (await getProgrammeOptions(query.lang)).genre);

// ?view=edit: the editable records for staff · POST - create one (editor)
export const { GET, POST } = collectionRoutes(genreResource, { list });
