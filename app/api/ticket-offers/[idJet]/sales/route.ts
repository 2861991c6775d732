// GET /api/ticket-offers/{idJet}/sales/ - the date's places per seat group or timeslot and in total:
// capacity, sold, held in carts, left (staff: editors and the box office)
import { z } from 'zod';
import { idParam, notFound, withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { dateSales } from '@/features/order-admin/server';

export const GET = withRoute(
  { params: z.object({ idJet: idParam }), guard: (req) => requireRole(req, ['editor', 'box_office']) },
  async ({ params: { idJet } }) => {
    const sales = await dateSales(idJet);
    if (!sales) throw notFound('Ticket offer');
    return sales;
  },
);
