// GET /{lang}/api/series/ - series and subscriptions (paged; ?view=edit for staff) · POST - create one (editor)
import { collectionRoutes } from '@/features/resources/server';
import { seriesResource } from '@/features/events/server';

export const { GET, POST } = collectionRoutes(seriesResource);
