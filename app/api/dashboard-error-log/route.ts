// POST /api/dashboard-error-log/ - records the URL of a page that was not found
import { NextResponse } from 'next/server';
import { assertSameOrigin, forbidden, withRoute } from '@/lib/api';
import { errorLogSchema } from '@/features/site';
import { limitNotFoundReports, logNotFound } from '@/features/site/server';

export const POST = withRoute({ body: errorLogSchema, maxBodyBytes: 8 * 1024 }, async ({ req, body }) => {
  // Only our own pages report; a foreign site must not fill the log.
  assertSameOrigin(req, () => forbidden('Cross-origin reports are not accepted.'));
  await limitNotFoundReports(req);
  const logged = await logNotFound(body);
  return NextResponse.json({ logged }, { status: logged ? 201 : 202 });
});
