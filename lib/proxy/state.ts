import type { ProxyState } from './rules';

type Entry = { state: ProxyState | null; at: number; epoch: number };
let entry: Entry | undefined;
let loading: Promise<ProxyState | null> | undefined;

const epoch = () => (globalThis as { __museumCacheEpoch?: number }).__museumCacheEpoch ?? 0;

/**
 * Settings and redirects as the proxy sees them, read over HTTP from this server's own API (the
 * proxy must not share modules with the app) and kept for PROXY_CACHE_SECONDS. A write in the
 * same process bumps the cache epoch (lib/cache.ts) and the copy is dropped at once.
 */
export async function proxyState(origin: string): Promise<ProxyState | null> {
  const ttl = Number(process.env.PROXY_CACHE_SECONDS ?? 5) * 1000;
  if (entry && entry.epoch === epoch() && Date.now() - entry.at < ttl) return entry.state;
  loading ??= load(origin).finally(() => {
    loading = undefined;
  });
  return loading;
}

async function load(origin: string): Promise<ProxyState | null> {
  const startEpoch = epoch();
  let state: ProxyState | null = null;
  try {
    const signal = AbortSignal.timeout(3000);
    const [settings, redirects] = await Promise.all([
      fetch(`${origin}/pageeditor-api/settings`, { signal, cache: 'no-store' }),
      fetch(`${origin}/de/pageeditor-api/redirect`, { signal, cache: 'no-store' }),
    ]);
    if (settings.ok && redirects.ok) {
      const s = (await settings.json()) as { data?: { is_site_online?: boolean } };
      const r = (await redirects.json()) as { old_path: string; new_path: string }[];
      state = { siteOnline: s.data?.is_site_online !== false, redirects: new Map(r.map((x) => [x.old_path, x.new_path])) };
    }
  } catch (error) {
    console.error('[proxy] could not read site settings', error instanceof Error ? error.message : error);
  }
  entry = { state, at: Date.now(), epoch: startEpoch };
  return state;
}
