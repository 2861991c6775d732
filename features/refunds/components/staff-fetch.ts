import { CSRF_COOKIE, CSRF_HEADER } from '@/features/auth';
import { getCookie } from '@/lib/browser-cookie';

/** A texts function of the Refunds messages (the back office hands it over, formatted by next-intl). */
export type RefundTexts = (key: string, values?: Record<string, string | number>) => string;

/** A staff request with the session cookie and the CSRF header; a refusal throws its message. */
export async function staffRequest<T>(url: string, method: 'GET' | 'POST' = 'GET', body?: unknown): Promise<T> {
  const headers = new Headers({ accept: 'application/json' });
  if (body !== undefined) headers.set('content-type', 'application/json');
  if (method !== 'GET') headers.set(CSRF_HEADER, getCookie(CSRF_COOKIE) ?? '');
  const res = await fetch(url, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(typeof json.detail === 'string' ? json.detail : `Error ${res.status}`);
  return json as T;
}
