// GET /api/seat-plans/{id}/ - one seat plan (staff) · POST/PATCH - update it (the upcoming dates that
// use it get its seats again, or the save is refused with 409) · DELETE - delete it unless a date uses it
import { itemRoutes } from '@/features/resources/server';
import { seatPlanResource } from '@/features/seating/server';

export const { GET, POST, PATCH, DELETE } = itemRoutes(seatPlanResource);
