// GET /api/genres/{id}/ - one of the genres · POST/PATCH - update · DELETE - delete (editor; 409 while in use)
import { itemRoutes } from '@/features/resources/server';
import { genreResource } from '@/features/events/server';

export const { GET, POST, PATCH, DELETE } = itemRoutes(genreResource);
