import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { fakeNext, serveStages } from '../../tests/helpers/stages';
import { accessLog } from './access-log';

const lines: Record<string, unknown>[] = [];
const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
let site: Awaited<ReturnType<typeof serveStages>>;
beforeAll(async () => {
  site = await serveStages([accessLog(log), fakeNext((_req, res) => res.end('ok'))]);
});
afterAll(() => site.close());

describe('access log', () => {
  it('writes one line per request without the query, and health probes at debug level', async () => {
    const answer = await site.get('/de/search?q=secret', { 'x-request-id': 'nginx-0123456789' });
    expect(answer.headers['x-request-id']).toBe('nginx-0123456789');
    await site.get('/api/health');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines.map((l) => [l.level, l.path, l.status])).toEqual([
      [30, '/de/search', 200],
      [20, '/api/health', 200],
    ]);
    expect(lines[0].request_id).toBe('nginx-0123456789');
  });
});
