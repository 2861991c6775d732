import { getCookie } from '@/lib/browser-cookie';
import { CSRF_COOKIE, CSRF_HEADER } from '@/features/auth';

/** An answer of the page editor API that was not a success, with its field errors (422). */
export class EditorApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

/**
 * A write to the page editor API as staff: JSON, the session cookie and the CSRF header from the
 * readable csrftoken cookie (docs/requirements.md §7). Throws EditorApiError with the server's message.
 */
export async function editorWrite<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<T> {
  const json = body === undefined ? undefined : JSON.stringify(body);
  const res = await fetch(url, {
    method,
    credentials: 'same-origin',
    // A request that outlives the page may carry at most 64 KiB; a larger draft goes as a plain request.
    keepalive: keepalive && (json?.length ?? 0) < 60_000,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      [CSRF_HEADER]: getCookie(CSRF_COOKIE) ?? '',
    },
    body: json,
  });
  if (res.status === 204) return undefined as T;
  const data = (await res.json().catch(() => ({}))) as { detail?: string; errors?: Record<string, string[]> };
  if (!res.ok) throw new EditorApiError(res.status, data.detail ?? res.statusText, data.errors);
  return data as T;
}

/** An upload to the page editor API (multipart), with the CSRF header like every write. */
export async function editorUpload<T>(url: string, data: FormData): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', [CSRF_HEADER]: getCookie(CSRF_COOKIE) ?? '' },
    body: data,
  });
  const answer = (await res.json().catch(() => ({}))) as { detail?: string; errors?: Record<string, string[]> };
  if (!res.ok) throw new EditorApiError(res.status, answer.detail ?? res.statusText, answer.errors);
  return answer as T;
}
