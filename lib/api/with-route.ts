import { NextResponse, type NextRequest } from 'next/server';
import { z, ZodError, type ZodType } from 'zod';
import { isLocale } from '@/i18n/config';
import { databaseDown, isDatabaseUnavailable, noteDatabaseError } from '../db/health';
import { maintenancePageHtml, MAINTENANCE_RETRY_SECONDS } from '../proxy/offline-page';
import { log } from '../log';
import { reportError } from '../report';
import { ApiError } from './errors';
import { readBodyText } from './body';
import { parseJsonText } from './json';

/** Largest JSON body any handler accepts unless it says otherwise. */
const DEFAULT_MAX_BODY = 64 * 1024;

type Schemas<P, Q, B, G> = {
  params?: ZodType<P>;
  query?: ZodType<Q>;
  body?: ZodType<B>;
  maxBodyBytes?: number;
  /**
   * Runs before the body is read (the staff check, the target's existence): who may not write, or
   * writes to nothing, gets 401/403/404 rather than a verdict on the payload.
   */
  guard?: (req: NextRequest, params: P) => Promise<G>;
  /** Status of a body that does not validate: 400 by default, 422 for the editor's writes (field errors). */
  invalidBodyStatus?: 400 | 422;
};

type RouteContext<P, Q, B, G = undefined> = { req: NextRequest; params: P; query: Q; body: B; guarded: G };
type Handler<P, Q, B, G> = (ctx: RouteContext<P, Q, B, G>) => Promise<Response | unknown> | Response | unknown;

/**
 * Wraps a route handler once: parses params, query and JSON body with zod, maps ApiError to its
 * status and ZodError to 400 with readable messages, and answers 500 without internals for anything
 * unknown (after reporting it). A handler may return a Response or plain data (sent as JSON).
 */
export function withRoute<P = Record<string, never>, Q = Record<string, never>, B = undefined, G = undefined>(
  schemas: Schemas<P, Q, B, G>,
  handler: Handler<P, Q, B, G>,
) {
  return async (req: NextRequest, context: { params: Promise<Record<string, string | string[]>> }) => {
    try {
      const rawParams = context?.params ? await context.params : {};
      const params = (schemas.params ? schemas.params.parse(rawParams) : rawParams) as P;
      const query = (schemas.query ? schemas.query.parse(queryObject(req.nextUrl.searchParams)) : {}) as Q;
      const guarded = (schemas.guard ? await schemas.guard(req, params) : undefined) as G;
      const body = (
        schemas.body
          ? parseBody(
              schemas.body,
              await readJson(req, schemas.maxBodyBytes ?? DEFAULT_MAX_BODY),
              schemas.invalidBodyStatus,
            )
          : undefined
      ) as B;
      const result = await handler({ req, params, query, body, guarded });
      return result instanceof Response ? result : NextResponse.json(result);
    } catch (error) {
      return errorResponse(error, req);
    }
  };
}

export function errorResponse(error: unknown, req?: Request) {
  if (error instanceof ApiError) {
    return NextResponse.json(
      {
        detail: error.message,
        ...(error.code !== undefined ? { code: error.code } : {}),
        ...(error.details ? { errors: error.details } : {}),
      },
      { status: error.status, headers: error.retryAfter ? { 'retry-after': String(error.retryAfter) } : undefined },
    );
  }
  if (error instanceof ZodError) {
    return NextResponse.json({ detail: zodMessage(error), errors: z.flattenError(error).fieldErrors }, { status: 400 });
  }
  if (isDatabaseUnavailable(error)) return databaseUnavailable(error, req);
  reportError(error, { url: req?.url, method: req?.method });
  return NextResponse.json({ detail: 'Internal server error' }, { status: 500 });
}

/**
 * The database is down, frozen or busy beyond DB_TIMEOUT_MS: 503 with Retry-After, not a 500. A plain
 * HTML form post (a browser without JavaScript) gets the maintenance page; scripts get JSON.
 */
function databaseUnavailable(error: unknown, req?: Request) {
  noteDatabaseError(error);
  // While the database is known down, every request would say the same: the health flag logs the outage once.
  if (!databaseDown())
    log.warn(
      {
        component: 'db',
        error: error instanceof Error ? error.message : String(error),
        method: req?.method,
        path: req ? new URL(req.url).pathname : undefined,
      },
      'answered 503: database unavailable',
    );
  const headers = { 'retry-after': String(MAINTENANCE_RETRY_SECONDS), 'cache-control': 'no-store' };
  if (req && /^text\/html/.test(req.headers.get('accept') ?? '')) {
    const url = new URL(req.url);
    const first = url.pathname.split('/')[1];
    const lang = url.searchParams.get('lang');
    const locale = isLocale(first) ? first : isLocale(lang) ? lang : 'de';
    return new Response(maintenancePageHtml(locale), {
      status: 503,
      headers: { ...headers, 'content-type': 'text/html; charset=utf-8' },
    });
  }
  return NextResponse.json(
    {
      detail: 'The database is not available at the moment; please try again in a few seconds.',
      code: 'database_unavailable',
    },
    { status: 503, headers },
  );
}

/** A body that does not validate: 422 carries the field errors the editor shows next to its fields. */
function parseBody<B>(schema: ZodType<B>, raw: unknown, status: 400 | 422 = 400): B {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  if (status === 400) throw parsed.error;
  throw new ApiError(422, zodMessage(parsed.error), 'invalid', fieldErrors(parsed.error));
}

/** Field errors by dotted path (columns.0.children.2.content), so nested block fields can be shown. */
export function fieldErrors(error: ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) (out[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return out;
}

export function zodMessage(error: ZodError) {
  return error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
}

function queryObject(params: URLSearchParams) {
  const out: Record<string, string | string[]> = {};
  // The proxy refuses these already; handlers are also called without it (tests, other servers).
  for (const [key, value] of params)
    if (key.includes('\0') || value.includes('\0'))
      throw new ApiError(400, 'The query contains a NUL character', 'bad_request');
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}

async function readJson(req: Request, maxBytes: number): Promise<unknown> {
  const text = await readBodyText(req, maxBytes);
  if (!text.trim()) throw new ApiError(400, 'Request body is empty; JSON was expected', 'bad_request');
  return parseJsonText(text);
}
