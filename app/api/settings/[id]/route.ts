// GET /api/settings/{id}/ - one of the site and design settings (one record, id 1) · POST/PATCH - update · DELETE - delete (admin)
import { itemRoutes } from '@/features/resources/server';
import { settingsResource } from '@/features/settings/server';

export const { GET, POST, PATCH, DELETE } = itemRoutes(settingsResource);
