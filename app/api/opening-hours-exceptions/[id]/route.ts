// GET /api/opening-hours-exceptions/{id}/ - one of the opening-hours exceptions · POST/PATCH - update · DELETE - delete (editor)
import { itemRoutes } from '@/features/resources/server';
import { openingHoursExceptionResource } from '@/features/site/server';

export const { GET, POST, PATCH, DELETE } = itemRoutes(openingHoursExceptionResource);
