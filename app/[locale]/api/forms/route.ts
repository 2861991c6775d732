// GET /{lang}/api/forms/ - forms (paged; ?view=edit for staff) · POST - create a form (editor)
import { collectionRoutes } from '@/features/resources/server';
import { formResource } from '@/features/forms/server';

export const { GET, POST } = collectionRoutes(formResource);
