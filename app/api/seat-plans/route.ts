// GET /api/seat-plans/ - the venues' seat plans (staff) · POST - create a seat plan (editor)
import { collectionRoutes } from '@/features/resources/server';
import { seatPlanResource } from '@/features/seating/server';

export const { GET, POST } = collectionRoutes(seatPlanResource);
