// POST /api/seating/tickets/move/ {ticket, seat_id} - staff move one sold ticket to another free seat
// of its seat group; the ticket's signed code stays valid (staff, CSRF)
import { withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { moveTicketRequest } from '@/features/seating';
import { moveTicket } from '@/features/seating/server';

export const POST = withRoute(
  { guard: (req) => requireRole(req, 'box_office'), body: moveTicketRequest },
  async ({ body, guarded: user }) => moveTicket(body.ticket, body.seat_id, user),
);
