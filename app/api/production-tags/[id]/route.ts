// GET /api/production-tags/{id}/ - one of the production tags · POST/PATCH - update · DELETE - delete (editor; 409 while in use)
import { itemRoutes } from '@/features/resources/server';
import { productionTagResource } from '@/features/events/server';

export const { GET, POST, PATCH, DELETE } = itemRoutes(productionTagResource);
