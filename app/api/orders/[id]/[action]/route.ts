// POST /api/orders/{id}/mark-paid/ | cancel/ | resend/ - settle, cancel (seats are released) or resend
// the confirmation of an order (staff, CSRF)
import { z } from 'zod';
import { idParam, withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { cancelOrder, markOrderPaid, resendOrderMail } from '@/features/order-admin/server';

const params = z.object({
  id: idParam,
  action: z.enum(['mark-paid', 'cancel', 'resend'], { error: 'action must be mark-paid, cancel or resend' }),
});

export const POST = withRoute(
  { params, guard: (req) => requireRole(req, 'box_office') },
  async ({ params: { id, action }, guarded: user }) => {
    if (action === 'mark-paid') return markOrderPaid(id, user);
    if (action === 'cancel') return cancelOrder(id, user);
    return resendOrderMail(id);
  },
);
