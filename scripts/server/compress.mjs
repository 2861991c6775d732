/**
 * Compression of answers, in place of Next's own (next.config.ts: compress and generateEtags false).
 * Next gzipped every answer anew (its compression middleware, level 6): for a cached page of ~128 KB
 * of HTML that was about a quarter of the server's CPU time under load, and its ETag was a JavaScript
 * FNV hash over every character of the page, again per request (issue #19, docs/ARCHITECTURE.md).
 *
 * Now an answer whose body is complete and may be kept — status 200 to a GET, a Content-Length, a
 * compressible type, no no-store/private/no-transform — is hashed once (SHA-1, native), and its
 * brotli or gzip copy comes from a memory cache keyed by that hash: made once per distinct body (on
 * the thread pool, at a better ratio than per-request compression could afford), then served as is.
 * The key is the content: a page revalidated to a new body has another hash, so a copy of an old body
 * can never be served for it. The hash is also the ETag (one per encoding, as the bodies differ),
 * and a matching If-None-Match is answered 304.
 * Everything else (pages streamed while they render, private answers, HEAD, other statuses) is
 * compressed as it streams, by the `compression` middleware (the one Next bundles, in the version
 * that also speaks brotli; Next's copy only gzips).
 */
import { hash } from 'node:crypto';
import zlib from 'node:zlib';
import compression from 'compression';

/** As the compression middleware: smaller bodies are not worth it. */
const MIN_BYTES = 1024;
/** Larger bodies stream through the middleware instead of being held in memory whole. */
const MAX_BYTES = 4 * 1024 * 1024;
/** Compressed copies kept, least recently used out first: ~1,500 pages of the size of the home page. */
export const CACHE_BYTES = 32 * 1024 * 1024;

/** Addresses whose last body's digest is remembered (the texts mostly shared with Next's own cache). */
const MEMO_ENTRIES = 256;

const digestOf = (buffer) => hash('sha1', buffer, 'base64url').slice(0, 27);

/**
 * Quality 10 up to this size: 6-7 % smaller than quality 7 (the home page 14.9 → 13.9 kB, react-dom's
 * chunk 67.9 → 63.4 kB), made in 30-160 ms instead of 3-19 ms, once per body and off the main thread.
 * A larger body (a big API answer) gets 7, which takes a tenth of the time.
 */
const BEST_RATIO_BYTES = 512 * 1024;

const BROTLI_OPTIONS = (size) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: size <= BEST_RATIO_BYTES ? 10 : 7,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** Answers compressed while they stream, once per request: a quality that costs about what gzip does. */
const STREAMED_BROTLI = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
};

function compressBody(body, encoding) {
  return new Promise((resolve, reject) => {
    const done = (error, result) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') zlib.brotliCompress(body, BROTLI_OPTIONS(body.length), done);
    else zlib.gzip(body, { level: 9 }, done);
  });
}

/**
 * 'br' or 'gzip' as the client's Accept-Encoding allows (q-values and * honoured; brotli when both
 * weigh the same, as it is smaller), or null when it takes neither.
 */
export function preferredEncoding(header) {
  if (typeof header !== 'string' || !header.trim()) return null;
  const weights = new Map();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const q = /^q\s*=\s*([0-9.]+)$/.exec(param);
      if (q) weight = Number(q[1]) || 0;
    }
    weights.set(name, weight);
  }
  const weight = (name) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

/**
 * Compressed copies by content hash and encoding, bounded by their total size. `make` compresses a
 * body once however many requests ask for it at the same time.
 */
export function createVariantCache({ maxBytes = CACHE_BYTES, compress = compressBody } = {}) {
  const kept = new Map();
  const making = new Map();
  let bytes = 0;
  const remember = (key, buffer) => {
    if (buffer.length > maxBytes || kept.has(key)) return;
    kept.set(key, buffer);
    bytes += buffer.length;
    for (const [oldKey, old] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldKey);
      bytes -= old.length;
    }
  };
  return {
    /** The copy when it is made already (and now the most recently used one), else undefined. */
    peek(key) {
      const buffer = kept.get(key);
      if (buffer) {
        kept.delete(key);
        kept.set(key, buffer);
      }
      return buffer;
    },
    make(key, body, encoding) {
      let job = making.get(key);
      if (!job) {
        job = compress(body, encoding)
          .then((buffer) => (remember(key, buffer), buffer))
          .finally(() => making.delete(key));
        making.set(key, job);
      }
      return job;
    },
    stats: () => ({ entries: kept.size, bytes }),
  };
}

const NOT_KEPT = /(?:^|,)\s*(?:no-store|private|no-transform)\s*(?:,|$)/i;

/** Whether an answer about to be sent is one whose compressed copy is served from the cache. */
function keepable(req, res) {
  if (req.method !== 'GET' || res.statusCode !== 200) return false;
  if (res.getHeader('content-encoding') || !compression.filter(req, res)) return false;
  const length = Number(res.getHeader('content-length'));
  if (!Number.isInteger(length) || length < MIN_BYTES || length > MAX_BYTES) return false;
  return !NOT_KEPT.test(String(res.getHeader('cache-control') ?? ''));
}

function addVary(res) {
  const vary = String(res.getHeader('vary') ?? '');
  if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary))
    res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

function etagMatches(req, etag) {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * `compress(req, res)` before the request handler runs: the answer is compressed as described above.
 * `cache` is shared by all requests of the server.
 */
export function createCompression({ cache = createVariantCache() } = {}) {
  // Decided once per answer, the moment its headers are final: by the middleware's header hook or by
  // the calls below, whichever comes first.
  const decisions = new WeakMap();
  const decide = (req, res) => {
    let keep = decisions.get(res);
    if (keep === undefined) decisions.set(res, (keep = keepable(req, res)));
    return keep;
  };
  // Next sends a cached page as one string, on every request the same one from its cache: its digest
  // is remembered per address (the last text only, MEMO_ENTRIES addresses), so the page is neither
  // encoded nor hashed again while it is unchanged.
  const digests = new Map();
  const rememberDigest = (url, { text, bytes, digest }) => {
    digests.delete(url);
    digests.set(url, { text, bytes, digest });
    if (digests.size > MEMO_ENTRIES) digests.delete(digests.keys().next().value);
  };
  // For everything not taken from the cache, compressed per request as it streams: brotli at quality 5
  // where the client takes it (the search page 12.4 kB gzip → 11.3 kB, in ~2 ms for its 58 kB), else gzip.
  const middleware = compression({
    filter: (req, res) => !decide(req, res) && compression.filter(req, res),
    brotli: { params: STREAMED_BROTLI },
  });
  return function compress(req, res) {
    const { writeHead, write, end } = res;
    const keep = () => decide(req, res);
    let status = 200;
    let chunks = [];
    res.writeHead = function (code, ...rest) {
      if (!keep()) return writeHead.call(this, code, ...rest);
      status = code;
      // Headers given here are kept on the response until the body is complete.
      for (const headers of rest) {
        if (headers && typeof headers === 'object' && !Array.isArray(headers))
          for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
      }
      return this;
    };
    res.write = function (chunk, encoding, callback) {
      if (!keep()) return write.call(this, chunk, encoding, callback);
      if (chunk)
        chunks.push(
          Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'),
        );
      const cb = [encoding, callback].find((a) => typeof a === 'function');
      if (cb) process.nextTick(cb);
      return true;
    };
    res.end = function (chunk, encoding, callback) {
      if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk];
      if (!keep()) return end.call(this, chunk, encoding, callback);
      const cb = [encoding, callback].find((a) => typeof a === 'function');
      const utf8 = typeof encoding !== 'string' || /^utf-?8$/i.test(encoding);
      if (typeof chunk === 'string' && utf8 && chunks.length === 0) {
        const known = digests.get(req.url);
        // The same text as last time (most often the very same string from Next's cache): its bytes
        // and digest are known.
        if (known && known.text === chunk)
          return (send(this, { text: chunk, bytes: known.bytes, digest: known.digest }, cb), this);
        const buffer = Buffer.from(chunk, 'utf8');
        const body = { text: chunk, buffer, bytes: buffer.length, digest: digestOf(buffer) };
        rememberDigest(req.url, body);
        return (send(this, body, cb), this);
      }
      if (chunk) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, utf8 ? 'utf8' : encoding));
      const buffer = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
      chunks = [];
      send(this, { buffer, bytes: buffer.length, digest: digestOf(buffer) }, cb);
      return this;
    };

    /** `body`: its digest and length, and its bytes (`buffer`) or its text (`text`) or both. */
    const send = (res, body, cb) => {
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
        writeHead.call(res, 304);
        return end.call(res, cb);
      }
      const out = (encoded) => {
        if (encoded) {
          res.setHeader('content-encoding', encodingWanted);
          res.setHeader('content-length', encoded.length);
        }
        writeHead.call(res, status);
        end.call(res, encoded ?? body.buffer ?? body.text, cb);
      };
      if (!encodingWanted) return out(null);
      const key = `${encodingWanted}:${digest}`;
      const ready = cache.peek(key);
      if (ready) return out(ready);
      cache.make(key, body.buffer ?? Buffer.from(body.text, 'utf8'), encodingWanted).then(out, (error) => {
        console.error(
          '[compress] could not compress an answer; sending it uncompressed:',
          error instanceof Error ? error.message : error,
        );
        res.setHeader('etag', `"${digest}"`);
        out(null);
      });
    };

    middleware(req, res, () => {});
  };
}
