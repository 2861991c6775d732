// GET /{lang}/api/pages/?view=edit&parent= - the page tree's pages with their settings (paged, staff)
// POST - create a page (editor); its content is made in the page editor
import { collectionRoutes } from '@/features/resources/server';
import { pageResource } from '@/features/pages/server';

export const { GET, POST } = collectionRoutes(pageResource);
