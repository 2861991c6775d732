import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decide, type ProxyRequest, type ProxyState } from '@/lib/proxy/rules';
import { proxyState, registerProxyStateLoader, resetProxyState, REFRESH_TIMEOUT_MS } from '@/lib/proxy/state';
import { bumpProxyEpoch } from '@/lib/cache';

const page: ProxyRequest = {
  pathname: '/de/besuch',
  search: new URLSearchParams(),
  hasSession: false,
  acceptLanguage: null,
};
const online = (redirects: [string, string][] = []): ProxyState => ({
  siteOnline: true,
  redirects: new Map(redirects),
});
const offline: ProxyState = { siteOnline: false, redirects: new Map() };

/** What the proxy does with a page request once it has its state. */
async function answer() {
  return decide(page, await proxyState());
}

describe('proxy site state (stale-while-revalidate, never offline by accident)', () => {
  beforeEach(() => {
    resetProxyState();
    vi.useFakeTimers();
    vi.stubEnv('PROXY_CACHE_SECONDS', '5');
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('drops the server’s response cache when a refresh reads other settings or redirects, not when they are the same', async () => {
    const g = globalThis as { __museumDropResponseCaches?: () => void };
    const previousHook = g.__museumDropResponseCaches;
    const drop = vi.fn();
    g.__museumDropResponseCaches = drop;
    try {
      const loader = vi.fn<() => Promise<ProxyState>>().mockResolvedValue(online([['/alt', '/neu']]));
      registerProxyStateLoader(loader);
      await proxyState();
      vi.advanceTimersByTime(6000);
      await proxyState();
      await vi.runAllTimersAsync();
      expect(loader).toHaveBeenCalledTimes(2);
      expect(drop).not.toHaveBeenCalled();
      // Written straight into the database: no tag expired, the proxy's next read sees it.
      loader.mockResolvedValue(offline);
      vi.advanceTimersByTime(6000);
      await proxyState();
      await vi.runAllTimersAsync();
      expect(drop).toHaveBeenCalledTimes(1);
    } finally {
      g.__museumDropResponseCaches = previousHook;
    }
  });

  it('keeps passing requests with the previous state when a refresh throws', async () => {
    const loader = vi.fn<() => Promise<ProxyState>>().mockResolvedValueOnce(online([['/alt', '/neu']]));
    registerProxyStateLoader(loader);
    expect(await answer()).toEqual({ kind: 'intl' });
    loader.mockRejectedValue(new Error('connection refused'));
    vi.advanceTimersByTime(6000);
    expect(await answer()).toEqual({ kind: 'intl' });
    await vi.runAllTimersAsync();
    expect(loader).toHaveBeenCalledTimes(2);
    expect((await proxyState()).redirects.get('/alt')).toBe('/neu');
  });

  it('serves the previous state at once while a refresh hangs, and keeps it after the timeout', async () => {
    const loader = vi.fn<() => Promise<ProxyState>>().mockResolvedValueOnce(online());
    registerProxyStateLoader(loader);
    await proxyState();
    loader.mockReturnValue(new Promise(() => {}));
    vi.advanceTimersByTime(6000);
    // Stale copy: answered without waiting for the hanging read.
    expect(await answer()).toEqual({ kind: 'intl' });
    await vi.advanceTimersByTimeAsync(REFRESH_TIMEOUT_MS + 10);
    expect(await answer()).toEqual({ kind: 'intl' });
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('treats the site as online when nothing could be read since the start', async () => {
    registerProxyStateLoader(() => Promise.reject(new Error('database not ready')));
    expect(await answer()).toEqual({ kind: 'intl' });
  });

  it('answers offline only for an explicit switch-off', async () => {
    registerProxyStateLoader(async () => offline);
    expect(await answer()).toEqual({ kind: 'offline', locale: 'de' });
  });

  it('reads again at once after a write in this process (epoch), and shares one read between requests', async () => {
    const loader = vi.fn<() => Promise<ProxyState>>().mockResolvedValue(online());
    registerProxyStateLoader(loader);
    await Promise.all([proxyState(), proxyState(), proxyState()]);
    expect(loader).toHaveBeenCalledTimes(1);
    loader.mockResolvedValue(offline);
    bumpProxyEpoch();
    expect(await answer()).toEqual({ kind: 'offline', locale: 'de' });
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
