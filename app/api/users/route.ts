// GET /api/users/?view=edit - staff accounts (paged, staff) · POST - create one (admin)
import { collectionRoutes } from '@/features/resources/server';
import { userResource } from '@/features/auth/server';

export const { GET, POST } = collectionRoutes(userResource);
