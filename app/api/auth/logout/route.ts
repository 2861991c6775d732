// POST /api/auth/logout/ - ends the staff session
import { NextResponse } from 'next/server';
import { withRoute } from '@/lib/api';
import { SESSION_COOKIE } from '@/features/auth';
import { requireStaff, deleteSession, clearSessionCookies, setStaffPreview } from '@/features/auth/server';

export const POST = withRoute({}, async ({ req }) => {
  await requireStaff(req);
  await deleteSession(req.cookies.get(SESSION_COOKIE)?.value);
  const res = NextResponse.json({ logged: false });
  clearSessionCookies(res);
  await setStaffPreview(false);
  return res;
});
