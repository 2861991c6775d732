import type { ProxyState } from './rules';

/**
 * Reads site settings and the redirect table straight from the database. The app registers it at
 * boot (instrumentation.ts): lib/ imports no feature, and the proxy must never ask this server's own
 * HTTP API, which competes with every other request and timed out under load (site declared offline).
 */
export type ProxyStateLoader = () => Promise<ProxyState>;

/** Process-wide: proxy.ts and instrumentation.ts are bundled apart but run in one Node.js process. */
type Shared = {
  __museumProxyStateLoader?: ProxyStateLoader;
  __museumCacheEpoch?: number;
  __museumDropResponseCaches?: () => void;
};
const shared = globalThis as typeof globalThis & Shared;

export function registerProxyStateLoader(loader: ProxyStateLoader) {
  shared.__museumProxyStateLoader = loader;
}

/** Nothing read yet and nothing readable: the site counts as online (only is_site_online = false is offline). */
const UNKNOWN_STATE: ProxyState = { siteOnline: true, redirects: new Map() };

/** A refresh that takes longer is abandoned; the last good copy stays in use. */
export const REFRESH_TIMEOUT_MS = 2000;

type Entry = { state: ProxyState; at: number; epoch: number };
let entry: Entry | undefined;
let refreshing: Promise<void> | undefined;

const epoch = () => shared.__museumCacheEpoch ?? 0;
const maxAgeMs = () => Number(process.env.PROXY_CACHE_SECONDS ?? 5) * 1000;

/**
 * Settings and redirects as the proxy sees them, stale-while-revalidate: a copy older than
 * PROXY_CACHE_SECONDS is served while one refresh runs in the background. A staff write in this
 * process (lib/cache.ts bumps the epoch) or a cold start waits for the refresh, at most
 * REFRESH_TIMEOUT_MS. A failed or slow refresh keeps the last good copy; it never means "offline".
 */
export async function proxyState(): Promise<ProxyState> {
  const current = entry;
  if (current && current.epoch === epoch() && Date.now() - current.at < maxAgeMs()) return current.state;
  refreshing ??= refresh().finally(() => {
    refreshing = undefined;
  });
  if (!current || current.epoch !== epoch()) await refreshing;
  return (entry ?? current)?.state ?? UNKNOWN_STATE;
}

async function refresh() {
  const startEpoch = epoch();
  const previous = entry;
  try {
    const loader = shared.__museumProxyStateLoader;
    if (!loader) throw new Error('no site state loader registered (instrumentation.ts)');
    const state = await withTimeout(loader(), REFRESH_TIMEOUT_MS);
    entry = { state, at: Date.now(), epoch: startEpoch };
    // Settings written past the API (straight into the database) expire no tag: the server's copies
    // of whole answers (server/stages/response-cache.ts) still must not outlive them.
    if (previous && !sameState(previous.state, state)) shared.__museumDropResponseCaches?.();
  } catch (error) {
    console.error(
      '[proxy] could not refresh site settings and redirects; keeping the last copy:',
      error instanceof Error ? error.message : error,
    );
    // Retry after the usual interval, not on every request, and keep serving what we had.
    entry = { state: previous?.state ?? UNKNOWN_STATE, at: Date.now(), epoch: startEpoch };
  }
}

function sameState(a: ProxyState, b: ProxyState) {
  if (a.siteOnline !== b.siteOnline || a.redirects.size !== b.redirects.size) return false;
  for (const [from, to] of a.redirects) if (b.redirects.get(from) !== to) return false;
  return true;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Tests only: forget the copy. */
export function resetProxyState() {
  entry = undefined;
  refreshing = undefined;
}
