import { NextRequest } from 'next/server';
import { testCookies } from './cookies';

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

/**
 * Calls a route handler as Next would: a NextRequest for the URL, the route params, and the
 * cookies (also visible to next/headers). Returns status and parsed JSON body.
 */
export async function callRoute(
  handler: Handler,
  options: {
    url: string;
    method?: string;
    params?: Record<string, string | string[]>;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
    cookies?: Record<string, string>;
    /** The request's abort signal (Next aborts it when the client hangs up). */
    signal?: AbortSignal;
  },
) {
  testCookies.clear();
  for (const [name, value] of Object.entries(options.cookies ?? {})) testCookies.set(name, value);
  const headers = new Headers(options.headers);
  if (options.cookies)
    headers.set(
      'cookie',
      Object.entries(options.cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
    );
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set('content-type', 'application/json');
  }
  const req = new NextRequest(new URL(options.url, 'http://localhost:3000'), {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
  });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, json: json as Record<string, unknown> & unknown[], text, headers: res.headers };
}
