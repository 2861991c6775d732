// GET /{lang}/api/pages/{id}/ - a page's settings, paths and place in the tree · POST/PATCH - update
// (a changed path leaves a redirect) · DELETE - delete a page without sub-pages or menu entries (editor)
import { itemRoutes } from '@/features/resources/server';
import { pageResource } from '@/features/pages/server';

export const { GET, POST, PATCH, DELETE } = itemRoutes(pageResource);
