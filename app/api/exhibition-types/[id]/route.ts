// GET /api/exhibition-types/{id}/ - one of the event types · POST/PATCH - update · DELETE - delete (editor; 409 while in use)
import { itemRoutes } from '@/features/resources/server';
import { exhibitionTypeResource } from '@/features/events/server';

export const { GET, POST, PATCH, DELETE } = itemRoutes(exhibitionTypeResource);
