import { CSRF_COOKIE, CSRF_HEADER } from '@/features/auth';
import type { CheckInRequest, CheckInResult } from '@/features/check-in';
import { getCookie } from '@/lib/browser-cookie';

/** What a scan led to: the gate's answer, or why there is none. */
export type ScanOutcome = { kind: 'result'; result: CheckInResult } | { kind: 'signed-out' } | { kind: 'failed' };

const csrfToken = () => getCookie(CSRF_COOKIE) ?? '';

async function post(url: string, body?: unknown) {
  return fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      [CSRF_HEADER]: csrfToken(),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
}

/** POST /api/check-in/ with the staff session and CSRF header. */
export async function scanTicket(request: CheckInRequest): Promise<ScanOutcome> {
  try {
    const res = await post('/api/check-in/', request);
    if (res.status === 401 || res.status === 403) return { kind: 'signed-out' };
    if (!res.ok) return { kind: 'failed' };
    return { kind: 'result', result: (await res.json()) as CheckInResult };
  } catch {
    return { kind: 'failed' };
  }
}

/** The back office's "mark paid" (POST /api/orders/{id}/mark-paid/): the money was taken at the gate. */
export async function markOrderPaid(orderId: number): Promise<'ok' | 'signed-out' | 'failed'> {
  try {
    const res = await post(`/api/orders/${orderId}/mark-paid/`);
    if (res.status === 401 || res.status === 403) return 'signed-out';
    return res.ok ? 'ok' : 'failed';
  } catch {
    return 'failed';
  }
}
