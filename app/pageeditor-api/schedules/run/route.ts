// POST /pageeditor-api/schedules/run - internal: runs the publish and unpublish jobs that are due.
// Called by this server process itself (instrumentation.ts) with its per-process token, so cache
// revalidation runs inside a request as Next requires; anything else gets 404.
import { NextResponse, type NextRequest } from 'next/server';
import { notFound, withRoute } from '@/lib/api';
import { runDueSchedules, schedulerToken } from '@/features/pages/server';

export const POST = withRoute({}, async ({ req }: { req: NextRequest }) => {
  const token = schedulerToken();
  if (!token || req.headers.get('x-scheduler-token') !== token) throw notFound('Route');
  return NextResponse.json({ done: await runDueSchedules() });
});
