// GET /api/article-tags/?view=edit - the magazine #topics (paged, staff) · POST - create one (editor)
import { collectionRoutes } from '@/features/resources/server';
import { articleTagResource } from '@/features/magazine/server';

export const { GET, POST } = collectionRoutes(articleTagResource);
