// POST /api/waiting-list/offer-next/ {event_jet_id} - offer free places to the next in line now (box office, CSRF)
import { withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { waitingListDate } from '@/features/waiting-list';
import { offerNextNow } from '@/features/waiting-list/server';

export const POST = withRoute(
  { body: waitingListDate, guard: (req) => requireRole(req, ['box_office']) },
  async ({ body }) => offerNextNow(body.event_jet_id),
);
