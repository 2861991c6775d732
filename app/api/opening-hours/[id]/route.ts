// GET /api/opening-hours/{id}/ - one of the regular opening hours · POST/PATCH - update · DELETE - delete (editor)
import { itemRoutes } from '@/features/resources/server';
import { openingHoursResource } from '@/features/site/server';

export const { GET, POST, PATCH, DELETE } = itemRoutes(openingHoursResource);
