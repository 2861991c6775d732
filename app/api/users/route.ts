// GET /api/users/?view=edit - staff accounts (paged, staff) · POST - create one (admin)
import { collectionRoutes } from '@/features/resources/server';
import { userResource } from '@/features/staff/server';

export const { GET, POST } = collectionRoutes(userResource);
