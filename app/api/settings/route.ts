// GET /api/settings/?view=edit - site and design settings (one record, id 1) (paged, staff) · POST - create one (admin)
import { collectionRoutes } from '@/features/resources/server';
import { settingsResource } from '@/features/settings/server';

export const { GET, POST } = collectionRoutes(settingsResource);
