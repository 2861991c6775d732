/**
 * Compressed copies of answer bodies, by content hash and encoding, bounded by their total size, and
 * the choice of encoding from Accept-Encoding. Brotli at quality 10 up to 512 KB: 6-7 % smaller than
 * quality 7 (the home page 14.9 → 13.9 kB, react-dom's chunk 67.9 → 63.4 kB), made in 30-160 ms
 * instead of 3-19 ms, once per body and off the main thread. A larger body (a big API answer) gets 7,
 * which takes a tenth of the time.
 */
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Compressed copies kept, least recently used out first: ~1,500 pages of the size of the home page. */
const CACHE_BYTES = 32 * 1024 * 1024;
const BEST_RATIO_BYTES = 512 * 1024;

const brotliOptions = (size: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: size <= BEST_RATIO_BYTES ? 10 : 7,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

function compressBody(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') zlib.brotliCompress(body, brotliOptions(body.length), done);
    else zlib.gzip(body, { level: 9 }, done);
  });
}

/** Each coding's weight in an Accept-Encoding header (q-values honoured; '*' under its own name). */
export function encodingWeights(header: string | undefined): Map<string, number> {
  const weights = new Map<string, number>();
  if (typeof header !== 'string') return weights;
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
  return weights;
}

/**
 * 'br' or 'gzip' as the client's Accept-Encoding allows (q-values and * honoured; brotli when both
 * weigh the same, as it is smaller), or null when it takes neither.
 */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (typeof header !== 'string' || !header.trim()) return null;
  const weights = encodingWeights(header);
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

export type VariantCache = {
  /** The copy when it is made already (and now the most recently used one), else undefined. */
  peek(key: string): Buffer | undefined;
  /** Compresses a body once however many requests ask for it at the same time. */
  make(key: string, body: Buffer, encoding: Encoding): Promise<Buffer>;
  stats(): { entries: number; bytes: number };
};

export function createVariantCache({
  maxBytes = CACHE_BYTES,
  compress = compressBody,
}: { maxBytes?: number; compress?: (body: Buffer, encoding: Encoding) => Promise<Buffer> } = {}): VariantCache {
  const kept = new Map<string, Buffer>();
  const making = new Map<string, Promise<Buffer>>();
  let bytes = 0;
  const remember = (key: string, buffer: Buffer) => {
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
