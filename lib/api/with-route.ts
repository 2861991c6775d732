import { NextResponse, type NextRequest } from 'next/server';
import { z, ZodError, type ZodType } from 'zod';
import { reportError } from '../report';
import { ApiError } from './errors';

/** Largest JSON body any handler accepts unless it says otherwise. */
const DEFAULT_MAX_BODY = 64 * 1024;

type Schemas<P, Q, B> = {
  params?: ZodType<P>;
  query?: ZodType<Q>;
  body?: ZodType<B>;
  maxBodyBytes?: number;
};

export type RouteContext<P, Q, B> = { req: NextRequest; params: P; query: Q; body: B };
type Handler<P, Q, B> = (ctx: RouteContext<P, Q, B>) => Promise<Response | unknown> | Response | unknown;

/**
 * Wraps a route handler once: parses params, query and JSON body with zod, maps ApiError to its
 * status and ZodError to 400 with readable messages, and answers 500 without internals for anything
 * unknown (after reporting it). A handler may return a Response or plain data (sent as JSON).
 */
export function withRoute<P = Record<string, never>, Q = Record<string, never>, B = undefined>(
  schemas: Schemas<P, Q, B>,
  handler: Handler<P, Q, B>,
) {
  return async (req: NextRequest, context: { params: Promise<Record<string, string | string[]>> }) => {
    try {
      const rawParams = context?.params ? await context.params : {};
      const params = (schemas.params ? schemas.params.parse(rawParams) : rawParams) as P;
      const query = (schemas.query ? schemas.query.parse(queryObject(req.nextUrl.searchParams)) : {}) as Q;
      const body = (schemas.body ? schemas.body.parse(await readJson(req, schemas.maxBodyBytes ?? DEFAULT_MAX_BODY)) : undefined) as B;
      const result = await handler({ req, params, query, body });
      return result instanceof Response ? result : NextResponse.json(result);
    } catch (error) {
      return errorResponse(error, req);
    }
  };
}

export function errorResponse(error: unknown, req?: Request) {
  if (error instanceof ApiError) {
    return NextResponse.json(
      { detail: error.message, ...(error.code !== undefined ? { code: error.code } : {}), ...(error.details ? { errors: error.details } : {}) },
      { status: error.status },
    );
  }
  if (error instanceof ZodError) {
    return NextResponse.json({ detail: zodMessage(error), errors: z.flattenError(error).fieldErrors }, { status: 400 });
  }
  reportError(error, { url: req?.url, method: req?.method });
  return NextResponse.json({ detail: 'Internal server error' }, { status: 500 });
}

export function zodMessage(error: ZodError) {
  return error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
}

function queryObject(params: URLSearchParams) {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}

async function readJson(req: Request, maxBytes: number): Promise<unknown> {
  const length = Number(req.headers.get('content-length') ?? 0);
  if (length > maxBytes) throw new ApiError(413, `Request body is larger than ${maxBytes} bytes`, 'too_large');
  const text = await req.text();
  if (Buffer.byteLength(text) > maxBytes) throw new ApiError(413, `Request body is larger than ${maxBytes} bytes`, 'too_large');
  if (!text.trim()) throw new ApiError(400, 'Request body is empty; JSON was expected', 'bad_request');
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Request body is not valid JSON', 'bad_request');
  }
}
