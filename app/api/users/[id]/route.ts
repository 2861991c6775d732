// GET /api/users/{id}/ - one of the staff accounts · POST/PATCH - update · DELETE - delete (admin)
import { itemRoutes } from '@/features/resources/server';
import { userResource } from '@/features/staff/server';

export const { GET, POST, PATCH, DELETE } = itemRoutes(userResource);
