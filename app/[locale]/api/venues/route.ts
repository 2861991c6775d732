// GET /{lang}/api/venues/ - venues (paged; ?view=edit for staff) · POST - create a venue (editor)
import { collectionRoutes } from '@/features/resources/server';
import { venueResource } from '@/features/venues/server';

export const { GET, POST } = collectionRoutes(venueResource);
