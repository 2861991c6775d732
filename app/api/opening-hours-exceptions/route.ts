// GET /api/opening-hours-exceptions/?view=edit - opening-hours exceptions (paged, staff) · POST - create one (editor)
import { collectionRoutes } from '@/features/resources/server';
import { openingHoursExceptionResource } from '@/features/site/server';

export const { GET, POST } = collectionRoutes(openingHoursExceptionResource);
