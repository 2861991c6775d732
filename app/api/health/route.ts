// GET|HEAD /api/health - is this instance able to serve (for load balancers and monitoring); other methods 405
import { NextResponse } from 'next/server';
import { withRoute } from '@/lib/api';
import { healthReport } from '@/lib/health-check';

export const dynamic = 'force-dynamic';

/** How soon a prober should ask again after a 503. */
const RETRY_AFTER_SECONDS = 5;

// The proxy passes /api/* through before the site-offline switch: load balancers keep probing an
// instance while staff have the site switched offline.
export const GET = withRoute({}, async () => {
  const report = await healthReport();
  const ok = report.status === 'ok';
  return NextResponse.json(report, {
    status: ok ? 200 : 503,
    headers: { 'cache-control': 'no-store', ...(ok ? {} : { 'retry-after': String(RETRY_AFTER_SECONDS) }) },
  });
});
