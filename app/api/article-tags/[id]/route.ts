// GET /api/article-tags/{id}/ - one of the magazine #topics · POST/PATCH - update · DELETE - delete (editor; 409 while in use)
import { itemRoutes } from '@/features/resources/server';
import { articleTagResource } from '@/features/magazine/server';

export const { GET, POST, PATCH, DELETE } = itemRoutes(articleTagResource);
