// GET /api/article-categories/{id}/ - one of the magazine categories · POST/PATCH - update · DELETE - delete (editor; 409 while in use)
import { itemRoutes } from '@/features/resources/server';
import { articleCategoryResource } from '@/features/magazine/server';

export const { GET, POST, PATCH, DELETE } = itemRoutes(articleCategoryResource);
