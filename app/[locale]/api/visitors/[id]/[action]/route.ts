// POST /{lang}/api/visitors/{id}/resend-verification/ | deactivate/ | reactivate/ - staff actions on a
// visitor account (box office, CSRF, audit log)
import { withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { visitorActionParams } from '@/features/visitor-admin';
import { resendVisitorVerification, setVisitorActive } from '@/features/visitor-admin/server';

export const POST = withRoute(
  { params: visitorActionParams, guard: (req) => requireRole(req, 'box_office') },
  async ({ params: { id, action }, guarded: user }) => {
    if (action === 'resend-verification') return resendVisitorVerification(id, user);
    return setVisitorActive(id, user, action === 'reactivate');
  },
);
