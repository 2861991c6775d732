import { z } from 'zod';
import { refId } from '@/features/resources';
import { seatPlanDocumentSchema } from './plan-document';

/** A seat plan as staff create and edit it (dashboard form and /api/seat-plans/): the document embedded. */
export const seatPlanResourceSchema = z.object({
  name: z.string({ error: 'must be text' }).trim().min(1, 'a plan needs a name').max(200, 'at most 200 characters'),
  venue_id: refId,
  plan: seatPlanDocumentSchema,
});
export type SeatPlanInput = z.infer<typeof seatPlanResourceSchema>;
