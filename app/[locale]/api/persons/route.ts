// GET /{lang}/api/persons/ - team members (paged; ?category=; ?view=edit for staff) · POST - create one (editor)
import { collectionRoutes } from '@/features/resources/server';
import { personResource } from '@/features/team/server';

export const { GET, POST } = collectionRoutes(personResource);
