/** The last stage: Next.js's request handler answers whatever came this far. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { reply, type Stage } from '../pipeline.js';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

export function nextHandler(handle: RequestHandler, log: Logger): Stage {
  return {
    name: 'next',
    enter(req, res) {
      Promise.resolve()
        .then(() => handle(req, res))
        .catch((error) => {
          log.error({ err: error, path: (req.url ?? '').split('?')[0] }, 'request handler failed');
          if (!res.headersSent) reply(res, { status: 500, text: 'Internal Server Error' });
          else res.destroy();
        });
      return 'answered';
    },
  };
}
