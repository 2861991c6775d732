// GET /api/alerts/{id}/ - one of the top alerts (breaking news) · POST/PATCH - update · DELETE - delete (editor)
import { itemRoutes } from '@/features/resources/server';
import { alertResource } from '@/features/site/server';

export const { GET, POST, PATCH, DELETE } = itemRoutes(alertResource);
