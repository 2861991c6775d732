// GET /{lang}/api/articles/{id}/?view=edit - an article as staff edit it · POST/PATCH - update · DELETE - delete (editor)
import { itemRoutes } from '@/features/resources/server';
import { articleResource } from '@/features/article-editing/server';

export const { GET, POST, PATCH, DELETE } = itemRoutes(articleResource);
