import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * Whether the page's URL has a query parameter (`edit`, `noToolbar`). Read from the browser, not
 * from useSearchParams: public pages are static and must not opt into per-request rendering.
 */
export function useQueryFlag(name: string): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).has(name),
    () => false,
  );
}
