/** What both kinds of compression (kept copies, streamed answers) decide alike. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import type { Chunk } from '../pipeline.js';

/** As the compression middleware: smaller bodies are not worth it. */
export const MIN_BYTES = 1024;

/** A type worth compressing (the compression middleware's own filter: a compressible Content-Type). */
export const compressibleType = (req: IncomingMessage, res: ServerResponse): boolean => compression.filter(req, res);

/** Caches must keep the encodings apart. */
export function addVary(res: ServerResponse): void {
  const vary = String(res.getHeader('vary') ?? '');
  if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary))
    res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

export const toBuffer = (chunk: Chunk, encoding?: BufferEncoding): Buffer =>
  Buffer.isBuffer(chunk)
    ? chunk
    : typeof chunk === 'string'
      ? Buffer.from(chunk, encoding ?? 'utf8')
      : Buffer.from(chunk);
