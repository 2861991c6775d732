'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { shouldReloadForChunkError } from '../../chunk-reload';
import {
  closeHeaderMenus,
  LOCALE_SWITCH_ATTRIBUTE,
  NAV_LINK_ATTRIBUTE,
  startHeaderBehaviour,
  switchHref,
} from './header-behaviour';

const RELOAD_KEY = 'chunk-reload-at';

/**
 * Other code may start a navigation without a link (router.push): it dispatches this event (the
 * search box does, by name: features/search cannot import features/site, which renders it).
 */
const NAVIGATION_START_EVENT = 'museum:navigation-start';

// A click that the browser would follow in this tab to a page of this site.
const isPlainClick = (a: HTMLAnchorElement, e: MouseEvent) =>
  a.origin === window.location.origin &&
  !a.target &&
  !a.hasAttribute('download') &&
  !e.defaultPrevented &&
  e.button === 0 &&
  !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey);
const localHref = (a: HTMLAnchorElement) => a.pathname + a.search + a.hash;

// The loading bar's code (and nprogress) is fetched when the first navigation starts.
let progress: Promise<typeof import('./navigation-progress')> | undefined;
const loadProgress = () => (progress ??= import('./navigation-progress'));

/**
 * Page-wide effects without UI of their own: the header's behaviour (header-behaviour.ts), the
 * service worker (static assets only), one reload when a script chunk fails to load after a
 * deployment (docs/requirements.md §8), the loading bar of client-side navigations (the App Router has no router
 * events: link clicks, back/forward and NAVIGATION_START_EVENT start it, a new path ends it), and
 * client navigation of the menu links (NavLink): followed with the router, prefetched when pointed
 * at, focused or touched (next/link prefetched every visible one during the first load), and the
 * query of this address added to the language switch's links before they are used.
 */
export function ChromeEffects() {
  const pathname = usePathname();
  const router = useRouter();
  const shownPath = useRef(pathname);

  // Started before the path effect below, which must not close a menu opened from #mobile-menu.
  useEffect(() => startHeaderBehaviour(), []);

  useEffect(() => {
    // The service worker only helps the next visit: registered once the page has loaded, not inside
    // the hydration's long task (issue #19, TBT).
    const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    const withWorker = 'serviceWorker' in navigator && process.env.NODE_ENV === 'production';
    const listening = new AbortController();
    const on = { signal: listening.signal };
    if (withWorker && document.readyState === 'complete') setTimeout(register, 0);
    else if (withWorker) window.addEventListener('load', register, { ...on, once: true });
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
    const startProgress = () => {
      const startedAt = performance.now();
      void loadProgress().then((bar) => bar.startProgress(startedAt));
    };
    // A language switch link about to be used gets the query of this address (the server rendered it without).
    const keepQuery = (e: Event) => {
      const a = (e.target as Element | null)?.closest?.(`a[${LOCALE_SWITCH_ATTRIBUTE}]`);
      if (a instanceof HTMLAnchorElement)
        a.href = switchHref(
          a.getAttribute(LOCALE_SWITCH_ATTRIBUTE) ?? '',
          window.location.pathname + window.location.search,
        );
    };
    const onClick = (e: MouseEvent) => {
      keepQuery(e);
      const a = (e.target as Element | null)?.closest?.('a');
      if (!(a instanceof HTMLAnchorElement) || !a.href || !isPlainClick(a, e)) return;
      // Only a change of path: the bar is done when the path changes (a query-only change has no signal).
      if (a.pathname !== window.location.pathname) startProgress();
      if (!a.hasAttribute(NAV_LINK_ATTRIBUTE)) return;
      e.preventDefault();
      router.push(localHref(a));
    };
    let prefetched = '';
    const onIntent = (e: Event) => {
      keepQuery(e);
      const a = (e.target as Element | null)?.closest?.(`a[${NAV_LINK_ATTRIBUTE}]`);
      if (!(a instanceof HTMLAnchorElement) || a.origin !== window.location.origin || localHref(a) === prefetched)
        return;
      prefetched = localHref(a);
      router.prefetch(prefetched);
    };
    const intent = { ...on, passive: true };
    for (const type of ['pointerover', 'focusin', 'touchstart', 'auxclick', 'contextmenu'])
      document.addEventListener(type, onIntent, intent);
    window.addEventListener('error', onError, on);
    window.addEventListener('unhandledrejection', onRejection, on);
    // Capture phase: the bar starts even for a link whose own handler stops the click from bubbling.
    document.addEventListener('click', onClick, { ...on, capture: true });
    window.addEventListener('popstate', startProgress, on);
    window.addEventListener(NAVIGATION_START_EVENT, startProgress, on);
    // The page now starts the bar on navigations (tests wait for this).
    document.documentElement.setAttribute('data-loading-bar', '');
    return () => {
      document.documentElement.removeAttribute('data-loading-bar');
      listening.abort();
    };
  }, [router]);

  useEffect(() => {
    if (shownPath.current !== pathname) closeHeaderMenus();
    shownPath.current = pathname;
    void progress?.then((bar) => bar.doneProgress());
  }, [pathname]);

  return null;
}

/**
 * Reports the missing page's URL once (POST /api/dashboard-error-log/, docs/requirements.md §7), rendered by the 404
 * view. Here, not in a module of its own: Next.js puts the not-found boundaries into every page's
 * flight data, and a module of its own was one more script (~0.4 kB gzip) in every first load; this
 * one is loaded with the site layout anyway.
 */
export function LogNotFound() {
  useEffect(() => {
    const body = JSON.stringify({
      url: window.location.pathname + window.location.search,
      referrer: document.referrer || undefined,
    });
    fetch('/api/dashboard-error-log/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => undefined);
  }, []);
  return null;
}
