'use client';

import { lazy, Suspense, useDeferredValue, type ComponentType } from 'react';

/**
 * false while the server renders and while the page hydrates, true afterwards: for controls that
 * only work with JavaScript, rendered in place of their no-JS form once the page can run them.
 *
 * A deferred value, not useSyncExternalStore: a store whose browser value differs from the
 * server's re-renders every such component synchronously right after hydration, in one task (the
 * events list's longest after start-up, ~100 ms at 4x CPU, issue #19). The deferred render runs
 * in a transition lane, which React splits into short tasks. Components that mount later (a
 * client navigation) render their no-JS form for that one deferred render too.
 */
export function useHydrated(): boolean {
  return useDeferredValue(true, false);
}

/**
 * A component whose code is a chunk of its own, fetched the first time it renders in the browser and
 * never rendered on the server: next/dynamic with `ssr: false`, on React's own `lazy`. next/dynamic's
 * loader (LoadableComponent, PreloadChunks, the bailout error) costs about 1.7 kB gzip in the first
 * load of every page that imports it; the chrome's lazy parts (cookie dialog, loading bar, editor,
 * event overlay) use this instead (issue #19).
 */
export function clientOnly<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function ClientOnly(props: P) {
    // The server and the hydrating browser both render nothing.
    return useHydrated() ? (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    ) : null;
  }
  return ClientOnly;
}
