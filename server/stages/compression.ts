/**
 * Compression of answers, in place of Next's own (next.config.ts: compress and generateEtags false).
 * Next gzipped every answer anew (level 6): for a cached page of ~128 KB of HTML that was about a
 * quarter of the server's CPU time under load, and its ETag was a JavaScript FNV hash over every
 * character of the page, again per request (issue #19).
 *
 * Now an answer whose body is complete and may be kept — status 200 to a GET, a Content-Length, a
 * compressible type, no no-store/private/no-transform — is hashed once (SHA-1, native), and its
 * brotli or gzip copy comes from a memory cache keyed by that hash (compressed-copies.ts): made once
 * per distinct body, then served as is. The key is the content: a page revalidated to a new body has
 * another hash, so a copy of an old body can never be served for it. The hash is also the ETag (one
 * per encoding, as the bodies differ), and a matching If-None-Match is answered 304.
 * Everything else (pages streamed while they render, private answers, other statuses) is compressed
 * as it streams (streamed-compression.ts).
 */
import { hash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Done, Sink, Stage } from '../pipeline.js';
import { createVariantCache, preferredEncoding, type VariantCache } from './compressed-copies.js';
import { addVary, compressibleType, MIN_BYTES, toBuffer } from './compression-rules.js';
import { streamedCompression } from './streamed-compression.js';

/** Larger bodies stream instead of being held in memory whole. */
const MAX_BYTES = 4 * 1024 * 1024;
/** Addresses whose last body's digest is remembered (the texts mostly shared with Next's own cache). */
const MEMO_ENTRIES = 256;

const digestOf = (buffer: Buffer) => hash('sha1', buffer, 'base64url').slice(0, 27);

const NOT_KEPT = /(?:^|,)\s*(?:no-store|private|no-transform)\s*(?:,|$)/i;

/** Whether an answer about to be sent is one whose compressed copy is served from the cache. */
function keepable(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' || res.statusCode !== 200) return false;
  if (res.getHeader('content-encoding') || !compressibleType(req, res)) return false;
  const length = Number(res.getHeader('content-length'));
  if (!Number.isInteger(length) || length < MIN_BYTES || length > MAX_BYTES) return false;
  return !NOT_KEPT.test(String(res.getHeader('cache-control') ?? ''));
}

function etagMatches(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** `body`: its digest and length, and its bytes (`buffer`) or its text (`text`) or both. */
type Body = { digest: string; bytes: number; buffer?: Buffer; text?: string };

/** `cache` is shared by all requests of the server. */
export function compress({ cache = createVariantCache() }: { cache?: VariantCache } = {}): Stage {
  // Next sends a cached page as one string, on every request the same one from its cache: its digest
  // is remembered per address (the last text only, MEMO_ENTRIES addresses), so the page is neither
  // encoded nor hashed again while it is unchanged.
  const digests = new Map<string, { text: string; bytes: number; digest: string }>();
  const rememberDigest = (url: string, { text, bytes, digest }: { text: string; bytes: number; digest: string }) => {
    digests.delete(url);
    digests.set(url, { text, bytes, digest });
    if (digests.size > MEMO_ENTRIES) digests.delete(digests.keys().next().value as string);
  };

  return {
    name: 'compression',
    enter: (req, res) => (next) => {
      const streamed = streamedCompression(req, res, next);
      let keep: boolean | undefined;
      let status = 200;
      let chunks: Buffer[] = [];

      const send = (body: Body, done?: Done) => {
        addVary(res);
        // A body shorter or longer than announced is sent as it came.
        const encodingWanted =
          body.bytes === Number(res.getHeader('content-length'))
            ? preferredEncoding(req.headers['accept-encoding'])
            : null;
        const { digest } = body;
        const etag = `"${digest}${encodingWanted ? `-${encodingWanted}` : ''}"`;
        res.setHeader('etag', etag);
        if (etagMatches(req, etag)) {
          for (const name of ['content-length', 'content-type', 'content-encoding']) res.removeHeader(name);
          next.head(304);
          return next.end(undefined, undefined, done);
        }
        const out = (encoded: Buffer | null) => {
          if (encoded) {
            res.setHeader('content-encoding', encodingWanted as string);
            res.setHeader('content-length', encoded.length);
          }
          next.head(status);
          next.end(encoded ?? body.buffer ?? body.text, undefined, done);
        };
        if (!encodingWanted) return out(null);
        const key = `${encodingWanted}:${digest}`;
        const ready = cache.peek(key);
        if (ready) return out(ready);
        cache.make(key, body.buffer ?? Buffer.from(body.text ?? '', 'utf8'), encodingWanted).then(out, (error) => {
          console.error(
            '[compress] could not compress an answer; sending it uncompressed:',
            error instanceof Error ? error.message : error,
          );
          res.setHeader('etag', `"${digest}"`);
          out(null);
        });
      };

      const sink: Sink = {
        head(code, bytes) {
          // Decided once per answer, the moment its headers are final.
          keep = keepable(req, res);
          if (!keep) return streamed.head(code, bytes);
          status = code;
        },
        write(chunk, encoding, done) {
          if (!keep) return streamed.write(chunk, encoding, done);
          if (chunk) chunks.push(toBuffer(chunk, encoding));
          if (done) process.nextTick(done);
          return true;
        },
        end(chunk, encoding, done) {
          if (!keep) return streamed.end(chunk, encoding, done);
          const utf8 = encoding === undefined || /^utf-?8$/i.test(encoding);
          if (typeof chunk === 'string' && utf8 && chunks.length === 0) {
            const known = digests.get(req.url ?? '');
            // The same text as last time (most often the very same string from Next's cache): its
            // bytes and digest are known.
            if (known && known.text === chunk)
              return send({ text: chunk, bytes: known.bytes, digest: known.digest }, done);
            const buffer = Buffer.from(chunk, 'utf8');
            const body = { text: chunk, buffer, bytes: buffer.length, digest: digestOf(buffer) };
            rememberDigest(req.url ?? '', body);
            return send(body, done);
          }
          if (chunk) chunks.push(toBuffer(chunk, encoding));
          const buffer = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
          chunks = [];
          send({ buffer, bytes: buffer.length, digest: digestOf(buffer) }, done);
        },
        flush() {
          if (!keep) streamed.flush();
        },
      };
      return sink;
    },
  };
}
