// POST /api/auth/logout-all/ - "log out everywhere": ends every session of the staff user (X-CSRFToken), this one included
import { NextResponse } from 'next/server';
import { withRoute } from '@/lib/api';
import { requireStaff, deleteUserSessions, clearSessionCookies, setStaffPreview } from '@/features/auth/server';

export const POST = withRoute({}, async ({ req }) => {
  const user = await requireStaff(req);
  await deleteUserSessions(user.id);
  const res = NextResponse.json({ logged: false }, { headers: { 'cache-control': 'no-store' } });
  clearSessionCookies(res);
  await setStaffPreview(false);
  return res;
});
