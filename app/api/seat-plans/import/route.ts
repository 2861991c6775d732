// POST /api/seat-plans/import/ - reads a plan file (our seat plan JSON or pretix's seating-plan JSON)
// and answers our document with notes on what was left out, or 422 with what is wrong (staff, CSRF).
// Nothing is stored: the editor shows the plan, staff save it.
import { z } from 'zod';
import { ApiError, withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { importPlan } from '@/features/seating';

export const POST = withRoute(
  { body: z.unknown(), maxBodyBytes: 2 * 1024 * 1024, guard: (req) => requireRole(req, ['editor', 'box_office']) },
  async ({ body }) => {
    const result = importPlan(body);
    if (!result.ok) throw new ApiError(422, result.message, 'invalid');
    return { format: result.format, plan: result.plan, notes: result.notes };
  },
);
