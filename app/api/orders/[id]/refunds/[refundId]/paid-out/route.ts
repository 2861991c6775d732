// POST /api/orders/{id}/refunds/{refundId}/paid-out/ - staff record a manual refund as paid out (role box_office, CSRF)
import { z } from 'zod';
import { idParam, withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { markRefundPaidOut } from '@/features/refunds/server';

export const POST = withRoute(
  { params: z.object({ id: idParam, refundId: idParam }), guard: (req) => requireRole(req, ['box_office']) },
  async ({ params, guarded: user }) => markRefundPaidOut(params.id, params.refundId, user),
);
