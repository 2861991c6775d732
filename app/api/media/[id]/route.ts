// GET /api/media/{id}/ - an image with its texts and where it is used · POST/PATCH - alt text, caption,
// credit per language · DELETE - delete an unused image (editor; 409 names where it is used)
import { itemRoutes } from '@/features/resources/server';
import { mediaResource } from '@/features/media/server';

export const { GET, POST, PATCH, DELETE } = itemRoutes(mediaResource);
