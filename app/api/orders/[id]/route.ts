// GET /api/orders/{id}/ - an order with its tickets (staff)
import { z } from 'zod';
import { idParam, notFound, withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { readOrderAdmin } from '@/features/order-admin/server';

export const GET = withRoute(
  { params: z.object({ id: idParam }), guard: (req) => requireRole(req, 'box_office') },
  async ({ params }) => {
    const order = await readOrderAdmin(params.id);
    if (!order) throw notFound('Order');
    return order;
  },
);
