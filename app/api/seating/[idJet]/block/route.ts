// POST /api/seating/{event_jet_id}/block/ {seat_ids, reason}?lang= - staff take free seats out of sale
// (press, technicians, wheelchair companion …); answers the seat desk (staff, CSRF)
import { z } from 'zod';
import { idParam, langQuery, withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { blockSeatsRequest } from '@/features/seating';
import { blockSeats, seatDesk } from '@/features/seating/server';

const params = z.object({ idJet: idParam });

export const POST = withRoute(
  { params, query: langQuery, guard: (req) => requireRole(req, 'box_office'), body: blockSeatsRequest },
  async ({ params: p, query, body, guarded: user }) => {
    await blockSeats(p.idJet, body.seat_ids, body.reason, user);
    return seatDesk(p.idJet, query.lang);
  },
);
