import type { APIRequestContext } from '@playwright/test';

export const STAFF = { username: 'e2e-staff', password: 'museum-staff-e2e' };

/** Logs the request context in as the e2e staff user; returns the CSRF token for writes. */
export async function loginAsStaff(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login/', { data: STAFF });
  if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
  return (await res.json()).csrf_token as string;
}
