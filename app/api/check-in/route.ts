// POST /api/check-in/ - staff scan a ticket at the gate: verify the signed code and admit it once (staff, CSRF)
import { withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { checkInRequest } from '@/features/check-in';
import { checkIn } from '@/features/check-in/server';

export const POST = withRoute(
  { guard: (req) => requireRole(req, ['door', 'box_office']), body: checkInRequest, maxBodyBytes: 2048 },
  async ({ body, guarded: user }) => checkIn(body.code, user, { force: body.force, locale: body.locale }),
);
