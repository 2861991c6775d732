// GET /api/opening-hours/?view=edit - regular opening hours (paged, staff) · POST - create one (editor)
import { collectionRoutes } from '@/features/resources/server';
import { openingHoursResource } from '@/features/site/server';

export const { GET, POST } = collectionRoutes(openingHoursResource);
