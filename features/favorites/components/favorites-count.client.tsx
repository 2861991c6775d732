'use client';

import { startTransition, useEffect } from 'react';
import { VISITOR_CSRF_COOKIE } from '@/features/accounts';
import { getCookie } from '@/lib/browser-cookie';
import { FAVORITES_COOKIE, FAVORITES_COUNT_EVENT } from '../constants';
import { parseFavoritesCookie } from '../cookie';

/**
 * Tells the header how many favorites this browser has, renders nothing; read after mount (pages
 * are cached for everyone). A guest's count comes from the cookie; a logged-in visitor's from the
 * store (favorites-store.client.ts, which asks the API), fetched only for them: the store is in the
 * first load of pages with hearts only (issue #19). Whenever the store learns the lists (a heart was
 * pressed, the tab regained focus) it announces the count (FAVORITES_COUNT_EVENT), and this follows.
 */
export function FavoritesCount({ onCount }: { onCount: (count: number) => void }) {
  useEffect(() => {
    // In a transition: the first count must not render the header again in the task that ends hydration.
    const follow = (count: number) => startTransition(() => onCount(count));
    const read = () => {
      if (getCookie(VISITOR_CSRF_COOKIE)) void import('./favorites-store.client').then((store) => store.reload());
      else follow(parseFavoritesCookie(getCookie(FAVORITES_COOKIE)).length);
    };
    const onAnnounced = (event: Event) => follow((event as CustomEvent<number>).detail);
    read();
    window.addEventListener('focus', read);
    window.addEventListener(FAVORITES_COUNT_EVENT, onAnnounced);
    return () => {
      window.removeEventListener('focus', read);
      window.removeEventListener(FAVORITES_COUNT_EVENT, onAnnounced);
    };
  }, [onCount]);
  return null;
}
