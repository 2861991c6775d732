/**
 * Whole answers to repeated anonymous page requests, kept for a few seconds and sent before Next.js
 * sees the request (issue #19, item 9). A page from Next's own cache still cost ~2 ms of CPU per
 * answer in Next's middleware adapter and render path; a copy from here costs a map lookup and one
 * write. Correctness first, so a copy is taken and served only where it cannot differ from Next's:
 *
 * Requests (`keyOf`): GET or HEAD of a page address with a language prefix (/de, /en, /cs: an
 * unprefixed address is answered by the Accept-Language or a redirect), no `_rsc` query and none of
 * the headers that make Next answer something else (RSC and router-state headers of client
 * navigations, server actions, prefetches, Next's own revalidation request, the 404-body fetch of
 * not-found.ts, Authorization, Range). Cookies: only the ones below, each read in the browser alone.
 * A page Next marks shared-cacheable (s-maxage) cannot read cookies at all (cookies() makes a route
 * dynamic: private, no-store); what a cookie could still change is the proxy's decision
 * (`sessionid`: staff pass the offline switch and keep `?v=`), draft mode (`__prerender_bypass`,
 * `__next_preview_data`), the language cookie (`i18n_redirected`) and the visitor's account
 * (`visitor_session`; `csrftoken`/`visitor_csrftoken` come with a session). Those, and any cookie not
 * listed (an analytics cookie nobody checked), send the request to Next.
 *
 * Answers (`storable`): only Next's own cache hits of pages meant for shared caches: status 200,
 * `x-nextjs-cache: HIT` (not a fresh render, not a STALE one whose re-render is under way), a
 * `cache-control` with s-maxage and without private/no-store, no Set-Cookie, a Content-Length the body
 * matches (a streamed page has none). Kept: the bytes as they went out (the brotli/gzip copy is
 * the compression stage's own buffer, not a copy) and the headers minus the per-request ones (X-Request-Id,
 * Date, connection headers). Key: the address with its query and the encoding the compression stage chooses
 * for the request's Accept-Encoding; Next varies on nothing else once the RSC headers are bypassed.
 *
 * Freshness: a copy lives min(s-maxage, RESPONSE_CACHE_SECONDS) seconds, 10 by default. Next sends
 * the same s-maxage (the revalidate time) with a page of any age, so the copy may outlive the
 * page's own time by up to this cap: a page due at 60 s (the breaking-news window) is re-rendered by
 * 70 s at the latest; Next still sees the request once per cap and address. And every copy goes
 * the moment any cache tag expires, on this instance or another: lib/cache.ts bumpProxyEpoch (every
 * invalidate() here and every tag notification from another instance, lib/cache-sync.ts) and
 * server/isr-cache-handler.ts revalidateTag (after Next's own entries are expired) call
 * globalThis.__museumDropResponseCaches, and lib/proxy/state.ts when it reads other settings or
 * redirects than before. An answer whose request began before such a drop is not kept.
 * Memory: RESPONSE_CACHE_MB in all (bodies, headers, keys), least recently used out first.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { appHooks } from '../app-hooks.js';
import { NEXT_HEADERS, NEXT_RSC_QUERY } from '../next-internals.js';
import type { Chunk, Passage, Sink, Stage } from '../pipeline.js';
import { isPagePath } from '../pages.js';
import { preferredEncoding } from './compressed-copies.js';

/** Defaults of lib/env.ts RESPONSE_CACHE_MB and RESPONSE_CACHE_SECONDS. */
export const DEFAULT_MB = 32;
export const DEFAULT_SECONDS = 10;
/** One answer larger than this is not kept (the compression stage holds bodies up to the same size). */
const MAX_ENTRY_BYTES = 4 * 1024 * 1024;

/** Read in the browser only (consent banner, dismissed alert, cart badge, cart and favourites tokens the pages never read: those pages are private). */
const HARMLESS_COOKIES = new Set([
  'cookie_consent',
  'top-alert-noeku',
  'cart_count',
  'cart_url',
  'museum_cart',
  'favorites',
  // The shop's pass and place in line (stages/admission.ts): read by the server's line, never by a page.
  'museum_pass',
  'museum_line',
]);

/** Request headers after which Next answers something other than the page's cached HTML. */
const BYPASS_HEADERS = new Set<string>([
  NEXT_HEADERS.rsc,
  NEXT_HEADERS.action,
  NEXT_HEADERS.url,
  NEXT_HEADERS.routerStateTree,
  NEXT_HEADERS.routerPrefetch,
  NEXT_HEADERS.routerSegmentPrefetch,
  NEXT_HEADERS.hmrRefresh,
  NEXT_HEADERS.prerenderRevalidate,
  NEXT_HEADERS.prerenderRevalidateIfGenerated,
  'x-museum-not-found-body',
  'x-scheduler-token',
  'authorization',
  'range',
]);

/** Not kept with a copy: they belong to one request and its connection. */
const PER_REQUEST_HEADERS = new Set([
  'x-request-id',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'set-cookie',
]);

const LOCALIZED = /^\/(?:de|en|cs)(?:[/?]|$)/;
const RSC_QUERY = new RegExp(`[?&]${NEXT_RSC_QUERY}(?:=|&|$)`);

function cookiesAllowed(header: string | undefined): boolean {
  if (header === undefined) return true;
  for (const part of String(header).split(';')) {
    const name = part.split('=')[0].trim();
    if (name && !HARMLESS_COOKIES.has(name)) return false;
  }
  return true;
}

/** The cache key of a request that may be answered from a copy, or null: it goes to Next as it is. */
export function keyOf(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '';
  if (!LOCALIZED.test(url) || !isPagePath(url) || RSC_QUERY.test(url)) return null;
  const { headers } = req;
  for (const name in headers) {
    if (BYPASS_HEADERS.has(name) || name.startsWith('next-router-')) return null;
  }
  if (/prefetch/i.test(String(headers.purpose ?? '')) || /prefetch/i.test(String(headers['sec-purpose'] ?? '')))
    return null;
  if (!cookiesAllowed(headers.cookie)) return null;
  return `${preferredEncoding(headers['accept-encoding']) ?? 'identity'} ${url}`;
}

const NOT_SHARED = /(?:^|,)\s*(?:private|no-store|no-cache)\s*(?:[,=]|$)/i;

type HeaderMap = Record<string, unknown>;

/** Seconds a copy of an answer with these headers may live (0: not kept). */
export function lifetimeOf(headers: HeaderMap, maxSeconds: number): number {
  if (headers['set-cookie'] !== undefined) return 0;
  if (String(headers[NEXT_HEADERS.cacheState] ?? '').toUpperCase() !== 'HIT') return 0;
  const cacheControl = String(headers['cache-control'] ?? '');
  if (NOT_SHARED.test(cacheControl)) return 0;
  const sMaxAge = /(?:^|,)\s*s-maxage\s*=\s*"?(\d+)"?\s*(?:,|$)/i.exec(cacheControl);
  if (!sMaxAge) return 0;
  return Math.min(Number(sMaxAge[1]), maxSeconds);
}

function etagMatches(header: string | undefined, etag: string | null): boolean {
  if (!header || !etag) return false;
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

type Entry = {
  status: number;
  headers: HeaderMap;
  notModifiedHeaders: HeaderMap;
  body: Buffer;
  etag: string | null;
  expires: number;
  bytes: number;
};

export type ResponseCacheOptions = { maxBytes?: number; maxSeconds?: number; now?: () => number };

export type ResponseCache = {
  /** Answers from a copy ('answered'), or watches the answer Next gives to keep a copy if it may. */
  serve(req: IncomingMessage, res: ServerResponse): Passage;
  clear(): void;
  close(): void;
  stats(): { entries: number; bytes: number; hits: number; stored: number };
};

const registry = (): Set<ResponseCache> =>
  ((globalThis as { __museumResponseCaches?: Set<ResponseCache> }).__museumResponseCaches ??= new Set());

/** Drops every copy of every response cache in this process (the tag hook; see above). */
export function dropResponseCaches(): void {
  for (const cache of registry()) cache.clear();
}
appHooks.__museumDropResponseCaches = dropResponseCaches;

export function createResponseCache({
  maxBytes = DEFAULT_MB * 1024 * 1024,
  maxSeconds = DEFAULT_SECONDS,
  now = () => Date.now(),
}: ResponseCacheOptions = {}): ResponseCache {
  /** Least recently used first. */
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // Bumped by every drop: an answer whose request began before it may show what was dropped.
  let generation = 0;
  const counts = { hits: 0, stored: 0 };

  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };

  const store = (key: string, entry: Entry) => {
    if (entry.bytes > Math.min(maxBytes, MAX_ENTRY_BYTES)) return;
    const old = entries.get(key);
    if (old) remove(key, old);
    entries.set(key, entry);
    bytes += entry.bytes;
    counts.stored++;
    for (const [oldKey, oldEntry] of entries) {
      if (bytes <= maxBytes) break;
      remove(oldKey, oldEntry);
    }
  };

  const answerFrom = (req: IncomingMessage, res: ServerResponse, entry: Entry) => {
    counts.hits++;
    if (etagMatches(req.headers['if-none-match'], entry.etag)) {
      res.writeHead(304, entry.notModifiedHeaders as Record<string, string>);
      res.end();
      return;
    }
    res.writeHead(entry.status, entry.headers as Record<string, string>);
    res.end(req.method === 'HEAD' ? undefined : entry.body);
  };

  /** Keeps a copy of the answer to this request, as it goes out, if it turns out storable. */
  const watch =
    (res: ServerResponse, key: string) =>
    (next: Sink): Sink => {
      const started = generation;
      let status = 0;
      let final: { all: HeaderMap; seconds: number } | null = null;
      let chunks: Buffer[] = [];
      let length = 0;
      let keep = true;
      const stop = () => {
        keep = false;
        chunks = [];
      };
      const collect = (chunk: Chunk | undefined, encoding: BufferEncoding | undefined) => {
        if (!keep || chunk === undefined || chunk === null) return;
        const buffer = Buffer.isBuffer(chunk)
          ? chunk
          : typeof chunk === 'string'
            ? Buffer.from(chunk, encoding ?? 'utf8')
            : null;
        if (!buffer) return stop();
        chunks.push(buffer);
        length += buffer.length;
        if (length > MAX_ENTRY_BYTES) stop();
      };
      return {
        // Headers are final when the head goes out.
        head(code, size) {
          status = code;
          const all: HeaderMap = { ...res.getHeaders() };
          const seconds = status === 200 ? lifetimeOf(all, maxSeconds) : 0;
          if (seconds <= 0 || !Number.isInteger(Number(all['content-length']))) stop();
          else final = { all, seconds };
          next.head(code, size);
        },
        write(chunk, encoding, done) {
          collect(chunk, encoding);
          return next.write(chunk, encoding, done);
        },
        end(chunk, encoding, done) {
          collect(chunk, encoding);
          next.end(chunk, encoding, done);
          if (keep && final && generation === started) {
            const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
            if (body.length === Number(final.all['content-length'])) {
              const kept: HeaderMap = { 'x-museum-cache': 'HIT' };
              let headerBytes = key.length + 64;
              for (const [name, value] of Object.entries(final.all)) {
                if (PER_REQUEST_HEADERS.has(name)) continue;
                kept[name] = value;
                headerBytes += name.length + String(value).length;
              }
              const notModifiedHeaders = { ...kept };
              for (const name of ['content-length', 'content-type', 'content-encoding'])
                delete notModifiedHeaders[name];
              store(key, {
                status,
                headers: kept,
                notModifiedHeaders,
                body,
                etag: typeof kept.etag === 'string' ? kept.etag : null,
                expires: now() + final.seconds * 1000,
                bytes: body.length + headerBytes,
              });
            }
          }
          stop();
        },
        flush: () => next.flush(),
      };
    };

  const cache: ResponseCache = {
    serve(req, res) {
      const key = keyOf(req);
      if (!key) return;
      const entry = entries.get(key);
      if (entry && entry.expires > now()) {
        entries.delete(key);
        entries.set(key, entry);
        answerFrom(req, res, entry);
        return 'answered';
      }
      if (entry) remove(key, entry);
      // A HEAD answer has no body to keep; its GET twin fills the entry.
      if (req.method === 'GET') return watch(res, key);
    },
    clear() {
      generation++;
      entries.clear();
      bytes = 0;
    },
    close() {
      cache.clear();
      registry().delete(cache);
    },
    stats: () => ({ entries: entries.size, bytes, ...counts }),
  };
  registry().add(cache);
  return cache;
}

/** A copy answers here; otherwise the copy is taken, if at all, of what goes out to the socket. */
export function responseCache(cache: ResponseCache): Stage {
  return { name: 'response cache', enter: (req, res) => cache.serve(req, res) };
}
