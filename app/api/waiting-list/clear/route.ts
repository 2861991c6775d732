// POST /api/waiting-list/clear/ {event_jet_id} - clear a date's waiting list (box office, CSRF)
import { withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { waitingListDate } from '@/features/waiting-list';
import { clearWaitingList } from '@/features/waiting-list/server';

export const POST = withRoute(
  { body: waitingListDate, guard: (req) => requireRole(req, ['box_office']) },
  async ({ body }) => clearWaitingList(body.event_jet_id),
);
