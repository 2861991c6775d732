// GET /api/navigation/{id}/ - one of the menu, footer and sticky navigation entries (?menu=) · POST/PATCH - update · DELETE - delete (editor)
import { itemRoutes } from '@/features/resources/server';
import { navigationResource } from '@/features/pages/server';

export const { GET, POST, PATCH, DELETE } = itemRoutes(navigationResource);
