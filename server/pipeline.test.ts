import { afterEach, describe, expect, it } from 'vitest';
import { passOn, type Stage } from './pipeline';
import { fakeNext, serveStages } from '../tests/helpers/stages';

/** A stage that records when the head passes it on the way out, and adds its name to a header. */
const watcher = (name: string, seen: string[]): Stage => ({
  name,
  enter: (_req, res) => (next) =>
    passOn(next, {
      head(status, bytes) {
        seen.push(`${name} ${status}`);
        res.setHeader('x-path', `${String(res.getHeader('x-path') ?? '')}${name}`);
        next.head(status, bytes);
      },
    }),
});

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('the pipeline', () => {
  it('passes the request down the list and the answer back up through the hooks, in reverse order', async () => {
    const seen: string[] = [];
    const site = await serveStages([
      watcher('a', seen),
      watcher('b', seen),
      watcher('c', seen),
      fakeNext((_req, res) => res.writeHead(201, { 'content-type': 'text/plain' }).end('made')),
    ]);
    close = site.close;
    const answer = await site.get('/x');
    expect(answer.status).toBe(201);
    expect(answer.text).toBe('made');
    expect(seen).toEqual(['c 201', 'b 201', 'a 201']);
    expect(answer.headers['x-path']).toBe('cba');
    expect(answer.headers['content-type']).toBe('text/plain');
  });

  it('stops at a stage that answers: later stages and Next never see the request', async () => {
    const reached: string[] = [];
    const site = await serveStages([
      { name: 'gate', enter: (_req, res) => (res.writeHead(429).end('busy'), 'answered') },
      { name: 'later', enter: () => void reached.push('later') },
      fakeNext(() => reached.push('next')),
    ]);
    close = site.close;
    expect((await site.get('/x')).status).toBe(429);
    expect(reached).toEqual([]);
  });

  it('lets a hook replace the body, and Node still counts the Content-Length of a body sent with end()', async () => {
    const upper: Stage = {
      name: 'upper',
      enter: () => (next) =>
        passOn(next, {
          end: (chunk, encoding, done) => next.end(String(chunk ?? '').toUpperCase(), encoding, done),
        }),
    };
    const site = await serveStages([upper, fakeNext((_req, res) => res.end('quiet'))]);
    close = site.close;
    const answer = await site.get('/x');
    expect(answer.text).toBe('QUIET');
    expect(answer.headers['content-length']).toBe('5');
    expect(answer.headers['transfer-encoding']).toBeUndefined();
  });

  it('takes end(null), as Next ends a HEAD answer', async () => {
    const site = await serveStages([watcher('a', []), fakeNext((_req, res) => res.end(null))]);
    close = site.close;
    const answer = await site.get('/x', {}, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['x-path']).toBe('a');
  });

  it('streams a body written in parts, its head flushed first', async () => {
    const site = await serveStages([
      watcher('a', []),
      fakeNext((_req, res) => {
        res.setHeader('content-type', 'text/html');
        res.flushHeaders();
        res.write('<p>one</p>');
        setTimeout(() => res.end('<p>two</p>'), 5);
      }),
    ]);
    close = site.close;
    const answer = await site.get('/x');
    expect(answer.text).toBe('<p>one</p><p>two</p>');
    expect(answer.headers['x-path']).toBe('a');
    expect(answer.headers['transfer-encoding']).toBe('chunked');
  });
});
