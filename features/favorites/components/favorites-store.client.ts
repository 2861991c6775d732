'use client';

import { getCookie } from '@/lib/browser-cookie';
import { VISITOR_CSRF_COOKIE } from '@/features/accounts';
import { FAVORITES_API, FAVORITES_CHANGE_EVENT, FAVORITES_COOKIE, FAVORITES_COUNT_EVENT } from '../constants';
import { parseFavoritesCookie } from '../cookie';
import { countFavorites, parseFavoriteLists, toLists, type FavoriteLists } from '../lists';

/*
 * What this browser has marked, known once per page load and shared by every heart and the header
 * count. Pages are cached for everyone, so it can only be read here: a guest's favorites from the
 * readable cookie (no request), a logged-in visitor's from GET /api/favorites/ (one request). It is
 * a fact about the browser, not UI state of one island, hence one small module-level copy.
 */
let lists: FavoriteLists | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<(lists: FavoriteLists) => void>();

const loggedIn = () => Boolean(getCookie(VISITOR_CSRF_COOKIE));
const readCookie = () => toLists(parseFavoritesCookie(getCookie(FAVORITES_COOKIE)));

/** Everyone listening follows a new state (save-favorite.client.ts after a write). */
export function publish(next: FavoriteLists) {
  lists = next;
  for (const listener of listeners) listener(next);
  window.dispatchEvent(new CustomEvent(FAVORITES_COUNT_EVENT, { detail: countFavorites(next) }));
}

function load(): Promise<void> {
  if (!loggedIn()) {
    publish(readCookie());
    return Promise.resolve();
  }
  loading ??= fetch(FAVORITES_API, { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then(async (res) => (res.ok ? parseFavoriteLists(await res.json()) : null))
    .catch(() => null)
    .then((answer) => publish(answer ?? readCookie()))
    .finally(() => {
      loading = null;
    });
  return loading;
}

// Another tab may have changed them (focus), or other code says so (the change event).
export const reload = () => void load();

/** New hearts on the page: a guest's lists are read again (the cookie costs nothing), a logged-in visitor's asked for once. */
export const refresh = () => (lists && loggedIn() ? publish(lists) : reload());

/** Follows every new state for the rest of the page's life (the hearts: favorite-buttons.ts). */
export function subscribe(listener: (lists: FavoriteLists) => void) {
  listeners.add(listener);
  if (listeners.size > 1) return;
  window.addEventListener('focus', reload);
  window.addEventListener(FAVORITES_CHANGE_EVENT, reload);
}
