// GET /api/check-in/today/?lang= - today's dates with tickets issued and admitted (door and box office; read-only)
import { langQuery, withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { todaysDates } from '@/features/counter/server';

export const GET = withRoute(
  { query: langQuery, guard: (req) => requireRole(req, ['door', 'box_office']) },
  async ({ query }) => ({ results: await todaysDates(query.lang) }),
);
