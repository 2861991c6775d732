import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { runStages, type Stage } from '@/server/pipeline';
import { httpGet } from './http-get';

/** A stand-in for Next.js as the last stage: `answer` writes the answer as Next would. */
export const fakeNext = (answer: (req: IncomingMessage, res: ServerResponse) => void): Stage => ({
  name: 'next',
  enter(req, res) {
    answer(req, res);
    return 'answered';
  },
});

/** The given stages on a real HTTP server over loopback; `get` sends one request and decodes the answer. */
export async function serveStages(stages: Stage[]) {
  const server: Server = createServer((req, res) => runStages(stages, req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    get: (path: string, headers: Record<string, string> = {}, method = 'GET') => httpGet(server, path, headers, method),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
