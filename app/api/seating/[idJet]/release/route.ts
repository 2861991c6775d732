// POST /api/seating/{event_jet_id}/release/ {seat_ids}?lang= - staff put blocked seats back on sale;
// answers the seat desk (staff, CSRF)
import { z } from 'zod';
import { idParam, langQuery, withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { releaseSeatsRequest } from '@/features/seating';
import { releaseSeats, seatDesk } from '@/features/seating/server';

const params = z.object({ idJet: idParam });

export const POST = withRoute(
  { params, query: langQuery, guard: (req) => requireRole(req, 'box_office'), body: releaseSeatsRequest },
  async ({ params: p, query, body, guarded: user }) => {
    await releaseSeats(p.idJet, body.seat_ids, user);
    return seatDesk(p.idJet, query.lang);
  },
);
