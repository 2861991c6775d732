'use client';

import { clientOnly } from '@/components/client-only.client';
import { useEffect } from 'react';
import { shouldReloadForChunkError } from '../../chunk-reload';

// nprogress is only needed once the page is interactive.
const LoadingBar = clientOnly(() => import('./loading-bar.client').then((m) => m.LoadingBar));

const RELOAD_KEY = 'chunk-reload-at';

/**
 * Page-wide effects without UI of their own: the service worker (static assets only), one reload
 * when a script chunk fails to load after a deployment (SPEC 8), and the loading bar.
 */
export function ChromeEffects() {
  useEffect(() => {
    // The service worker only helps the next visit: registered once the page has loaded, not inside
    // the hydration's long task (issue #19, TBT).
    const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    const withWorker = 'serviceWorker' in navigator && process.env.NODE_ENV === 'production';
    if (withWorker && document.readyState === 'complete') setTimeout(register, 0);
    else if (withWorker) window.addEventListener('load', register, { once: true });
    const maybeReload = (reason: unknown) => {
      let last: string | null = null;
      try {
        last = sessionStorage.getItem(RELOAD_KEY);
      } catch {
        return;
      }
      if (!shouldReloadForChunkError(reason, last, Date.now())) return;
      sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
      window.location.reload();
    };
    const onError = (e: ErrorEvent) => maybeReload(e.error ?? e.message);
    const onRejection = (e: PromiseRejectionEvent) => maybeReload(e.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('load', register);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return <LoadingBar />;
}
