import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { ApiError } from '@/lib/api/errors';
import { readBodyBytes } from '@/lib/api/body';
import { readMultipart } from '@/lib/api/multipart';

/**
 * Bodies read as Next.js hands them to a route handler: a web Request whose body is the Node
 * request stream, over a real loopback socket, so a client that hangs up midway is a real one.
 */
let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

const toRequest = (req: IncomingMessage) =>
  new Request(`http://localhost${req.url}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req as unknown as ReadableStream,
    duplex: 'half',
  } as RequestInit);

/** Starts a server that reads each body with `read` and reports how reading ended. */
function serve(read: (req: Request) => Promise<unknown>) {
  const outcomes: Array<{ status: number; code?: string | number } | { bytes: number }> = [];
  let settle: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (settle = resolve));
  server = createServer((req, res) => {
    read(toRequest(req))
      .then((value) => outcomes.push({ bytes: value instanceof Uint8Array ? value.byteLength : -1 }))
      .catch((error: unknown) =>
        outcomes.push(error instanceof ApiError ? { status: error.status, code: error.code } : { status: 500 }),
      )
      .finally(() => {
        res.destroy();
        settle();
      });
  });
  return new Promise<{ port: number; outcomes: typeof outcomes; done: Promise<void> }>((resolve) =>
    server!.listen(0, '127.0.0.1', () => resolve({ port: (server!.address() as AddressInfo).port, outcomes, done })),
  );
}

/** Declares (or chunks) a body, sends part of it and closes the connection. */
function cutOff(port: number, head: string, part: string) {
  const socket = connect(port, '127.0.0.1', () => {
    socket.write(`POST /x HTTP/1.1\r\nHost: localhost\r\n${head}\r\n`);
    socket.write(part, () => setTimeout(() => socket.destroy(), 50));
  });
  socket.on('error', () => undefined);
}

describe('reading request bodies (lib/api/body.ts)', () => {
  it('answers a body the client cut off with 400 body_incomplete, never an uncaught error', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const { port, outcomes, done } = await serve((req) => readBodyBytes(req, 1024 * 1024));
      cutOff(port, 'Content-Type: application/json\r\nContent-Length: 100000\r\n', '{"a":"' + 'x'.repeat(5000));
      await done;
      expect(outcomes).toEqual([{ status: 400, code: 'body_incomplete' }]);
      // An upload cut off in chunked encoding: the same through the multipart reader.
      const second = await serve((req) => readMultipart(req, 1024 * 1024));
      cutOff(
        second.port,
        'Content-Type: multipart/form-data; boundary=XYZ\r\nTransfer-Encoding: chunked\r\n',
        `1388\r\n--XYZ\r\n${'x'.repeat(4993)}\r\n`,
      );
      await second.done;
      expect(second.outcomes).toEqual([{ status: 400, code: 'body_incomplete' }]);
      await new Promise((r) => setTimeout(r, 100));
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });

  it('counts a chunked body while reading and stops at the limit with 413', async () => {
    const { port, outcomes, done } = await serve((req) => readBodyBytes(req, 10_000));
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('POST /x HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n');
      for (let i = 0; i < 5; i++) socket.write(`1000\r\n${'y'.repeat(4096)}\r\n`);
    });
    socket.on('error', () => undefined);
    await done;
    socket.destroy();
    expect(outcomes).toEqual([{ status: 413, code: 'too_large' }]);
  });

  it('reads a complete body whole', async () => {
    const { port, outcomes, done } = await serve((req) => readBodyBytes(req, 10_000));
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`POST /x HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3000\r\n\r\n${'z'.repeat(3000)}`),
    );
    socket.on('error', () => undefined);
    await done;
    socket.destroy();
    expect(outcomes).toEqual([{ bytes: 3000 }]);
  });
});
