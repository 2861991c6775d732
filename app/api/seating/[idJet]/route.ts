// GET /api/seating/{event_jet_id}/?lang= - staff: a seated date's plan with every seat's state, the
// reason of each block and who holds each seat (order code and buyer, or a cart until its hold ends)
import { z } from 'zod';
import { idParam, langQuery, notFound, withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { seatDesk } from '@/features/seating/server';

const params = z.object({ idJet: idParam });

export const GET = withRoute(
  { params, query: langQuery, guard: (req) => requireRole(req, 'box_office') },
  async ({ params: p, query }) => {
    const desk = await seatDesk(p.idJet, query.lang);
    if (!desk) throw notFound('Seating plan');
    return desk;
  },
);
