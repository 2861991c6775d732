// GET /api/redirects/?view=edit - redirects (old_path → new_path) (paged, staff) · POST - create one (admin)
import { collectionRoutes } from '@/features/resources/server';
import { redirectResource } from '@/features/settings/server';

export const { GET, POST } = collectionRoutes(redirectResource);
