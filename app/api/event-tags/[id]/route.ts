// GET /api/event-tags/{id}/ - one of the event tags · POST/PATCH - update · DELETE - delete (editor; 409 while in use)
import { itemRoutes } from '@/features/resources/server';
import { eventTagResource } from '@/features/events/server';

export const { GET, POST, PATCH, DELETE } = itemRoutes(eventTagResource);
