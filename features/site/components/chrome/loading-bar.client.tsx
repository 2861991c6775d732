'use client';

import type { NProgress } from 'nprogress';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import './loading-bar.css';

// SPEC 9: the bar appears only for navigations longer than 200 ms and fades out over 500 ms.
const THROTTLE_MS = 200;
const HIDE_MS = 500;

/** Other code may start a navigation without a link (router.push): it dispatches this event. */
export const NAVIGATION_START_EVENT = 'museum:navigation-start';

// Only a change of path: the bar is done when the path changes (a query-only change has no signal).
const isInternalNavigation = (a: HTMLAnchorElement, e: MouseEvent) =>
  a.origin === window.location.origin &&
  !a.target &&
  !a.hasAttribute('download') &&
  !e.defaultPrevented &&
  e.button === 0 &&
  !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) &&
  a.pathname !== window.location.pathname;

// nprogress is fetched when the first navigation starts, not with the page (issue #19, first-load
// JavaScript): the bar shows 200 ms later at the earliest, time enough to load it.
let nprogress: Promise<NProgress> | undefined;
const loadNProgress = () =>
  (nprogress ??= import('nprogress').then(({ default: bar }) => bar.configure({ showSpinner: false, speed: HIDE_MS, trickleSpeed: THROTTLE_MS, minimum: 0.1 })));

/** Top progress bar for client-side navigations (the App Router has no router events). */
export function LoadingBar() {
  const pathname = usePathname();
  const timer = useRef<number | undefined>(undefined);
  const navigating = useRef(false);

  useEffect(() => {
    const start = () => {
      window.clearTimeout(timer.current);
      navigating.current = true;
      const bar = loadNProgress();
      timer.current = window.setTimeout(() => void bar.then((b) => navigating.current && b.start()), THROTTLE_MS);
    };
    const onClick = (e: MouseEvent) => {
      const a = (e.target as Element | null)?.closest?.('a');
      if (a instanceof HTMLAnchorElement && a.href && isInternalNavigation(a, e)) start();
    };
    // Capture phase: next/link cancels the click's default in React's own (bubbling) listener on the
    // document, which ran before ours, so a bubbling listener saw defaultPrevented and never started.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', start);
    window.addEventListener(NAVIGATION_START_EVENT, start);
    // The bar's code arrives after hydration: the attribute says it now listens (tests wait for it).
    document.documentElement.setAttribute('data-loading-bar', '');
    return () => {
      document.documentElement.removeAttribute('data-loading-bar');
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', start);
      window.removeEventListener(NAVIGATION_START_EVENT, start);
    };
  }, []);

  useEffect(() => {
    window.clearTimeout(timer.current);
    navigating.current = false;
    void nprogress?.then((bar) => bar.done());
  }, [pathname]);

  return null;
}
