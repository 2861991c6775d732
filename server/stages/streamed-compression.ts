/**
 * Answers that are not kept whole (pages streamed while they render, private answers, other statuses)
 * are compressed as they stream, by the rules of the `compression` middleware Next bundles: a
 * compressible type, no Cache-Control no-transform, not already encoded, not HEAD, at least 1 KB
 * where the size is known, and the encoding the client prefers: brotli at quality 5 (the search page
 * 12.4 kB gzip → 11.3 kB, in ~2 ms for its 58 kB), else gzip, else deflate.
 *
 * An answer streamed without a Content-Length (every route handler's JSON, e.g. add to cart) is held
 * until it reaches 1 KB, ends or is flushed. A short one then goes out whole, uncompressed, with its
 * Content-Length: one write to the socket instead of a compressor's setup and three chunked writes,
 * which in an on-sale rush cost more server CPU than the answer itself (docs/performance.md §13).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import type { Sink } from '../pipeline.js';
import { encodingWeights } from './compressed-copies.js';
import { addVary, compressibleType, MIN_BYTES, toBuffer } from './compression-rules.js';

const STREAMED_BROTLI = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
};

type StreamEncoding = 'br' | 'gzip' | 'deflate';

/**
 * The coding for a streamed answer, as the middleware's negotiation picks it: the highest weight,
 * brotli before gzip before deflate on a tie; identity (implicitly the lowest listed weight) wins
 * over codings weighed less; no Accept-Encoding at all means identity.
 */
export function streamEncoding(header: string | undefined): StreamEncoding | null {
  if (header === undefined) return null;
  const weights = encodingWeights(header);
  const star = weights.get('*');
  const listed = [...weights.values()];
  const identity = weights.get('identity') ?? star ?? (listed.length ? Math.min(...listed) : 1);
  let best: StreamEncoding | null = null;
  let bestWeight = 0;
  for (const name of ['br', 'gzip', 'deflate'] as const) {
    const weight = weights.get(name) ?? star ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [name, weight];
  }
  return best && bestWeight >= identity ? best : null;
}

/** A sink that compresses the answer on its way to `next` when the rules above allow it. */
export function streamedCompression(req: IncomingMessage, res: ServerResponse, next: Sink): Sink {
  let stream: zlib.BrotliCompress | zlib.Gzip | zlib.Deflate | null = null;
  let closed = false;
  /** An answer of unknown length, held until it is known to be worth compressing (or has ended). */
  let held: { status: number; method: StreamEncoding; chunks: Buffer[]; size: number } | null = null;
  res.once('close', () => {
    closed = true;
    stream?.destroy();
  });

  const choose = (bytes: number | undefined): StreamEncoding | null => {
    if (!compressibleType(req, res)) return null;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader('cache-control') ?? ''))) return null;
    addVary(res);
    if (Number(res.getHeader('content-length')) < MIN_BYTES || (bytes !== undefined && bytes < MIN_BYTES)) return null;
    if ((res.getHeader('content-encoding') ?? 'identity') !== 'identity') return null;
    if (req.method === 'HEAD') return null;
    return streamEncoding(req.headers['accept-encoding']);
  };

  const start = (status: number, bytes: number | undefined, method = closed ? null : choose(bytes)) => {
    if (method) {
      const zipped =
        method === 'br'
          ? zlib.createBrotliCompress({ params: STREAMED_BROTLI })
          : method === 'gzip'
            ? zlib.createGzip()
            : zlib.createDeflate();
      res.setHeader('content-encoding', method);
      res.removeHeader('content-length');
      zipped.on('data', (chunk: Buffer) => {
        if (next.write(chunk, undefined) === false) zipped.pause();
      });
      zipped.on('end', () => next.end(undefined, undefined));
      res.on('drain', () => zipped.resume());
      stream = zipped;
    }
    next.head(status, bytes);
  };

  /** The held start of the answer goes on as a streamed one (it is long enough, or was flushed). */
  const release = () => {
    if (!held) return;
    const { status, method, chunks } = held;
    held = null;
    start(status, undefined, method);
    for (const chunk of chunks) sink.write(chunk, undefined);
  };

  const sink: Sink = {
    head(status, bytes) {
      const unknownLength = bytes === undefined && res.getHeader('content-length') === undefined;
      const method = closed ? null : choose(bytes);
      if (unknownLength && method) held = { status, method, chunks: [], size: 0 };
      else start(status, bytes, method);
    },
    write(chunk, encoding, done) {
      if (held) {
        const buffer = toBuffer(chunk, encoding);
        held.chunks.push(buffer);
        held.size += buffer.length;
        if (done) process.nextTick(done);
        if (held.size >= MIN_BYTES) release();
        return true;
      }
      if (!stream) return next.write(chunk, encoding, done);
      const zipped = stream;
      const ok = zipped.write(toBuffer(chunk, encoding), done);
      // The writer waits for the response's 'drain': the compressor's own comes to it that way.
      if (!ok) zipped.once('drain', () => res.emit('drain'));
      return ok;
    },
    end(chunk, encoding, done) {
      if (held) {
        if (chunk) held.chunks.push(toBuffer(chunk, encoding));
        const body = Buffer.concat(held.chunks);
        const { status, method } = held;
        held = null;
        if (body.length >= MIN_BYTES) {
          start(status, body.length, method);
          return sink.end(body, undefined, done);
        }
        // Short: whole and as it is, in one write with its length.
        res.setHeader('content-length', body.length);
        next.head(status, body.length);
        return next.end(body, undefined, done);
      }
      if (!stream) return next.end(chunk, encoding, done);
      if (done) stream.once('end', () => done());
      if (chunk) stream.end(toBuffer(chunk, encoding));
      else stream.end();
    },
    flush() {
      release();
      if (stream) stream.flush();
      else next.flush();
    },
  };
  return sink;
}
