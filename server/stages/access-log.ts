/**
 * The access log: method, path without its query (a query may carry search terms or tokens), status,
 * duration and request id; no cookies, no client address. The id goes on to Next.js and back to the
 * client (X-Request-Id), so one request's lines can be found in nginx's log and in ours.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Stage } from '../pipeline.js';

/** An X-Request-Id from the proxy (nginx's $request_id) is kept when it looks like one; else a new one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Requests that come every few seconds and say nothing when they succeed: this process's own
 * scheduled-publishing poll and health probes answered 200. Logged at debug level only.
 */
function routine(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.headers['x-scheduler-token']) return true;
  return res.statusCode === 200 && (req.url ?? '').split('?')[0] === '/api/health';
}

export function accessLog(log: Logger): Stage {
  return {
    name: 'access log',
    enter(req, res) {
      const started = performance.now();
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      req.headers['x-request-id'] = id;
      res.setHeader('x-request-id', id);
      res.once('close', () => {
        log[routine(req, res) ? 'debug' : 'info'](
          {
            method: req.method,
            path: (req.url ?? '').split('?')[0].slice(0, 512),
            status: res.statusCode,
            duration_ms: Math.round((performance.now() - started) * 10) / 10,
            request_id: id,
            // The client went away before the answer was complete.
            ...(res.writableFinished ? {} : { aborted: true }),
          },
          'request',
        );
      });
    },
  };
}
