// POST /api/test-clock/ - end-to-end tests only (TICKETING_TEST_HOOKS=1): move the box office's clock by offset_ms; 404 otherwise
import { z } from 'zod';
import { ApiError, withRoute } from '@/lib/api';
import { moveTestClock } from '@/lib/ticketing-hooks';

const body = z.object({
  offset_ms: z
    .number()
    .int()
    .min(0)
    .max(366 * 86_400_000),
});

export const POST = withRoute({ body }, ({ body: b }) => {
  if (!moveTestClock(b.offset_ms)) throw new ApiError(404, 'Not found', 'not_found');
  return { offset_ms: b.offset_ms };
});
