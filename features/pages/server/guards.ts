import 'server-only';
import type { NextRequest } from 'next/server';
import { requireStaff } from '@/features/auth/server';
import { assertPageExists } from './page-settings';

/** Staff only (session, and CSRF on writes), and the page must exist: answered before any body is read. */
export async function staffOnPage(req: NextRequest, params: { id: number }) {
  const user = await requireStaff(req);
  await assertPageExists(params.id);
  return user;
}
