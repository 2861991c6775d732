// GET /api/person-categories/{id}/ - one of the team groups · POST/PATCH - update · DELETE - delete (editor; 409 while in use)
import { itemRoutes } from '@/features/resources/server';
import { personCategoryResource } from '@/features/team/server';

export const { GET, POST, PATCH, DELETE } = itemRoutes(personCategoryResource);
