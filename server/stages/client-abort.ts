/**
 * A client that hangs up before its answer is complete makes Node destroy the request with
 * "Error: aborted" (ECONNRESET). After proxy.ts ran on a request with a body, Next.js has replaced
 * the request's stream internals with those of its copy of the body, so the error was emitted with no
 * listener left: an uncaughtException (3 in 16,800 fuzz requests of npm run bench:memory, reproduced
 * with the fuzz seeds 1003 and 1005). The request is where the body comes from, so the hang-up is
 * handled here, in whatever listener table the request has (next-internals.ts keepErrorListener):
 * the readers that still wait see their stream fail as before.
 */
import type { Stage } from '../pipeline.js';
import { keepErrorListener } from '../next-internals.js';

/**
 * The client went away before its answer (ECONNRESET "aborted"), or a reader of the body gave it up
 * (ABORT_ERR: Next's action parser stops its pipeline that way): nobody to answer, nothing to report.
 */
export function ignoreClientAbort(error: unknown): void {
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== 'ECONNRESET' && code !== 'ABORT_ERR') console.error('request stream:', error);
}

export function clientAbort(): Stage {
  return {
    name: 'client abort',
    enter(req) {
      keepErrorListener(req, ignoreClientAbort);
    },
  };
}
