// GET /api/seasons/{id}/ - one of the seasons · POST/PATCH - update · DELETE - delete (editor; 409 while in use)
import { itemRoutes } from '@/features/resources/server';
import { seasonResource } from '@/features/events/server';

export const { GET, POST, PATCH, DELETE } = itemRoutes(seasonResource);
