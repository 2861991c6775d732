// GET /api/alerts/?view=edit - top alerts (breaking news) (paged, staff) · POST - create one (editor)
import { collectionRoutes } from '@/features/resources/server';
import { alertResource } from '@/features/site/server';

export const { GET, POST } = collectionRoutes(alertResource);
