// POST /api/waiting-list/{id}/move/ {position} | {direction: up|down} - reorder a date's line (box office, CSRF)
import { z } from 'zod';
import { idParam, withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { waitingListMove } from '@/features/waiting-list';
import { moveEntry } from '@/features/waiting-list/server';

export const POST = withRoute(
  { params: z.object({ id: idParam }), body: waitingListMove, guard: (req) => requireRole(req, ['box_office']) },
  async ({ params: { id }, body }) => moveEntry(id, body),
);
