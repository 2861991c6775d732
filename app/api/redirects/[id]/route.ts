// GET /api/redirects/{id}/ - one of the redirects (old_path → new_path) · POST/PATCH - update · DELETE - delete (admin)
import { itemRoutes } from '@/features/resources/server';
import { redirectResource } from '@/features/settings/server';

export const { GET, POST, PATCH, DELETE } = itemRoutes(redirectResource);
