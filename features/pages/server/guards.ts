import 'server-only';
import type { NextRequest } from 'next/server';
import { requireRole } from '@/features/auth/server';
import { assertPageExists } from './page-settings';

/** Editors (and administrators) only, CSRF on writes, and the page must exist: answered before any body is read. */
export async function staffOnPage(req: NextRequest, params: { id: number }) {
  const user = await requireRole(req, 'editor');
  await assertPageExists(params.id);
  return user;
}
