// DELETE /api/waiting-list/{id}/ - take an entry off its line (an offer it holds is withdrawn; box office, CSRF)
import { z } from 'zod';
import { idParam, withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { removeEntry } from '@/features/waiting-list/server';

export const DELETE = withRoute(
  { params: z.object({ id: idParam }), guard: (req) => requireRole(req, ['box_office']) },
  async ({ params: { id } }) => removeEntry(id),
);
