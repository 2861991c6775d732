// GET /api/ticket-offers/{idJet}/cancel/ - what cancelling the date would touch (orders, tickets);
// POST - the venue cancels the date: sale stopped, every order's tickets of it cancelled and refunded,
// buyers mailed (role box_office, CSRF)
import { z } from 'zod';
import { idParam, parseJsonText, readBodyText, withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { cancelDateBody } from '@/features/refunds';
import { cancelDate, dateCancelPreview } from '@/features/refunds/server';

const params = z.object({ idJet: idParam });
const guard = (req: Parameters<typeof requireRole>[0]) => requireRole(req, ['box_office']);

export const GET = withRoute({ params, guard }, async ({ params: { idJet } }) => dateCancelPreview(idJet));

export const POST = withRoute({ params, guard }, async ({ req, params: { idJet }, guarded: user }) => {
  const text = await readBodyText(req, 16 * 1024);
  const body = cancelDateBody.parse(text.trim() ? parseJsonText(text) : {});
  return cancelDate(idJet, user, body.reason ?? '');
});
