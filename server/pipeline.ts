/**
 * The request path as one ordered list of stages (server/stages.ts). Each stage sees the request on its
 * way in, in the list's order, and may answer it there; a stage that wants to see or change the answer
 * on its way out returns a response hook, which the pipeline chains: the answer goes out through the
 * hooks in the reverse order, from the last stage (nearest Next.js) to the first (nearest the socket).
 *
 * The pipeline alone intercepts the response (writeHead, write, end, flush: once per request, on the
 * first hook): what Next.js calls becomes the head (the status; the headers stay on the response,
 * where every hook reads and sets them) and the body, handed to the outermost hook, which passes them
 * on to the next one (as they are, changed, or replaced by an answer of its own) down to the socket.
 */
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export type Chunk = string | Buffer | Uint8Array;
export type Done = (error?: Error | null) => void;

/** Where an answer goes: the head once, then the body. */
export interface Sink {
  /** The head goes out with this status and the headers set on the response. `bytes`: the whole body's
   * size when it comes in one end() right after the head (as Node's implicit head, before Content-Length). */
  head(status: number, bytes?: number): void;
  write(chunk: Chunk, encoding: BufferEncoding | undefined, done?: Done): boolean;
  end(chunk: Chunk | undefined, encoding: BufferEncoding | undefined, done?: Done): void;
  /** Send what is buffered now (a streamed answer's compressed part). */
  flush(): void;
}

/** A stage's say on the answer: given the hooks nearer the socket, the sink the stages after it write to. */
export type ResponseHook = (next: Sink) => Sink;

/** What a stage does with a request: nothing, answer it itself, or watch (or change) its answer. */
export type Passage = void | 'answered' | ResponseHook;

export interface Stage {
  readonly name: string;
  /** A promise holds the request here until it settles (the shop's line: a short wait for a decision). */
  enter(req: IncomingMessage, res: ServerResponse): Passage | Promise<Passage>;
}

/** A sink that passes everything on unchanged; hooks override what they care about. */
export function passOn(next: Sink, own: Partial<Sink>): Sink {
  return {
    head: own.head ?? ((status, bytes) => next.head(status, bytes)),
    write: own.write ?? ((chunk, encoding, done) => next.write(chunk, encoding, done)),
    end: own.end ?? ((chunk, encoding, done) => next.end(chunk, encoding, done)),
    flush: own.flush ?? (() => next.flush()),
  };
}

/** Callbacks of body parts a hook drops still run, so the writer's pipes finish. */
export function dropped(done: Done | undefined): void {
  if (done) process.nextTick(done);
}

type Headers = OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;

/** writeHead's headers set on the response, as Node does when headers were set before. */
function applyHeaders(res: ServerResponse, headers: Headers): void {
  if (!headers) return;
  if (Array.isArray(headers)) {
    const flat = Array.isArray(headers[0]) ? (headers as unknown as string[][]).flat() : (headers as string[]);
    for (let i = 0; i < flat.length; i += 2) res.removeHeader(String(flat[i]));
    for (let i = 0; i < flat.length; i += 2) if (flat[i]) res.appendHeader(String(flat[i]), flat[i + 1]);
    return;
  }
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
}

/**
 * Takes over the response's writeHead, write, end and flush; `add(hook)` puts a hook in front of those
 * added before (nearer the writer).
 */
function intercept(res: ServerResponse) {
  const { writeHead, write, end, flushHeaders } = res;
  let statusMessage: string | undefined;
  /** Node's own writeHead while Node sends the head itself (its implicit head, from write and end). */
  const native = <T>(call: () => T): T => {
    const taken = res.writeHead;
    res.writeHead = writeHead;
    try {
      return call();
    } finally {
      res.writeHead = taken;
    }
  };
  let socketHeaded = false;
  const socket: Sink = {
    head(status, bytes) {
      socketHeaded = true;
      res.statusCode = status;
      if (statusMessage !== undefined) res.statusMessage = statusMessage;
      // A whole body comes next: Node sends the head with it and counts its Content-Length, as it
      // does for an end() without writeHead. Otherwise the head goes now, as writeHead sends it.
      if (bytes === undefined && !res.headersSent) native(() => writeHead.call(res, status));
    },
    write: (chunk, encoding, done) => native(() => write.call(res, chunk, encoding as BufferEncoding, done)),
    end(chunk, encoding, done) {
      native(() => end.call(res, chunk, encoding as BufferEncoding, done));
    },
    flush() {},
  };
  let outer = socket;
  let headed = false;
  const head = (status: number, bytes?: number) => {
    headed = true;
    res.statusCode = status;
    outer.head(status, bytes);
  };
  res.writeHead = function (status: number, ...rest: unknown[]) {
    if (headed) return res;
    if (typeof rest[0] === 'string') statusMessage = rest.shift() as string;
    applyHeaders(res, rest[0] as Headers);
    head(status);
    return res;
  } as ServerResponse['writeHead'];
  res.write = function (chunk: Chunk, encoding?: BufferEncoding | Done, done?: Done) {
    if (typeof encoding === 'function') [encoding, done] = [undefined, encoding];
    if (!headed) head(res.statusCode);
    return outer.write(chunk, encoding, done);
  } as ServerResponse['write'];
  res.end = function (chunk?: Chunk | Done | null, encoding?: BufferEncoding | Done, done?: Done) {
    // Next ends a HEAD answer with end(null).
    if (chunk === null) chunk = undefined;
    if (typeof chunk === 'function') [chunk, encoding, done] = [undefined, undefined, chunk];
    if (typeof encoding === 'function') [encoding, done] = [undefined, encoding];
    if (!headed) {
      // Without a Content-Length, the one chunk is the whole body (what compression's threshold reads).
      const bytes =
        res.getHeader('content-length') !== undefined
          ? undefined
          : chunk === undefined
            ? 0
            : typeof chunk === 'string'
              ? Buffer.byteLength(chunk, encoding)
              : chunk.length;
      head(res.statusCode, bytes);
    }
    outer.end(chunk, encoding, done);
    return res;
  } as ServerResponse['end'];
  // Next flushes the head before a streamed body: it goes out if the hooks let it through by now.
  res.flushHeaders = function () {
    if (!headed) head(res.statusCode);
    if (socketHeaded) native(() => flushHeaders.call(res));
  };
  (res as ServerResponse & { flush(): void }).flush = () => outer.flush();
  return {
    add(hook: ResponseHook) {
      outer = hook(outer);
    },
  };
}

/** Runs a request through the stages in order; the last one answers it (Next.js). */
export function runStages(
  stages: readonly Stage[],
  req: IncomingMessage,
  res: ServerResponse,
  from = 0,
  response?: ReturnType<typeof intercept>,
): void {
  for (let i = from; i < stages.length; i++) {
    const passage = stages[i].enter(req, res);
    if (passage instanceof Promise) {
      passage.then(
        (settled) => {
          if (settled === 'answered') return;
          if (settled) (response ??= intercept(res)).add(settled);
          runStages(stages, req, res, i + 1, response);
        },
        (error: unknown) => {
          console.error(`stage ${stages[i].name}:`, error);
          if (!res.headersSent) reply(res, { status: 500, text: 'Internal Server Error' });
          else res.destroy();
        },
      );
      return;
    }
    if (passage === 'answered') return;
    if (passage) (response ??= intercept(res)).add(passage);
  }
}

/** A plain-text answer of the server's own (405, 400, 429, 500). */
export type Reply = { status: number; text: string; headers?: Record<string, string> };

export function reply(res: ServerResponse, { status, text, headers = {} }: Reply): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}
