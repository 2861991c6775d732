// GET /{lang}/pageeditor-api/redirect - the redirect table (old_path -> new_path)
// POST /{lang}/pageeditor-api/redirect - staff: add or change one entry
import { NextResponse } from 'next/server';
import { localeParams, withRoute } from '@/lib/api';
import { redirectSchema } from '@/features/settings';
import { listRedirects, saveRedirect } from '@/features/settings/server';
import { requireRole } from '@/features/auth/server';

export const GET = withRoute({ params: localeParams }, () => listRedirects());

export const POST = withRoute({ params: localeParams, body: redirectSchema }, async ({ req, body }) => {
  await requireRole(req, 'admin');
  await saveRedirect(body);
  return NextResponse.json(body, { status: 201 });
});
