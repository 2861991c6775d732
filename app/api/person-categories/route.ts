// GET /api/person-categories/?view=edit - the team groups (paged, staff) · POST - create one (editor)
import { collectionRoutes } from '@/features/resources/server';
import { personCategoryResource } from '@/features/team/server';

export const { GET, POST } = collectionRoutes(personCategoryResource);
