// GET /api/navigation/?view=edit - menu, footer and sticky navigation entries (?menu=) (paged, staff) · POST - create one (editor)
import { collectionRoutes } from '@/features/resources/server';
import { navigationResource } from '@/features/pages/server';

export const { GET, POST } = collectionRoutes(navigationResource);
