import type { APIRequestContext } from '@playwright/test';

export const STAFF = { username: 'e2e-staff', password: 'museum-staff-e2e' };
/** A second staff member (scripts/e2e-server.mjs), for two editors on one page. */
export const STAFF_2 = { username: 'e2e-staff-2', password: 'museum-staff-e2e' };

/** Logs the request context in as the e2e staff user; returns the CSRF token for writes. */
export async function loginAsStaff(request: APIRequestContext, who = STAFF): Promise<string> {
  const res = await request.post('/api/auth/login/', { data: who });
  if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
  return (await res.json()).csrf_token as string;
}
