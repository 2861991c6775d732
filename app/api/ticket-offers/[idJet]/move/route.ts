// POST /api/ticket-offers/{idJet}/move/ - staff move a date to { date_start }; buyers get a mail to keep
// their tickets or take a refund (role box_office, CSRF)
import { z } from 'zod';
import { idParam, withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { moveDateBody } from '@/features/refunds';
import { moveDate } from '@/features/refunds/server';

export const POST = withRoute(
  { params: z.object({ idJet: idParam }), body: moveDateBody, guard: (req) => requireRole(req, ['box_office']) },
  async ({ params: { idJet }, body, guarded: user }) => moveDate(idJet, new Date(body.date_start), user),
);
