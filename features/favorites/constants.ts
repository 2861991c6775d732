/** The guests' favorites: readable by our scripts (the hearts and the header read it after load). */
export const FAVORITES_COOKIE = 'favorites';
/** A guest keeps at most this many favorites (the cookie stays well under 1 KB). */
export const MAX_GUEST_FAVORITES = 100;
/** An account keeps at most this many; a guard against scripts, not a limit people meet. */
export const MAX_ACCOUNT_FAVORITES = 500;
export const FAVORITES_COOKIE_DAYS = 365;
/** Fired on window after a heart changed something, so the other hearts and the header count follow. */
export const FAVORITES_CHANGE_EVENT = 'museum:favorites-change';
/** Fired on window with the new count (detail) whenever the store learns the lists: the header follows it. */
export const FAVORITES_COUNT_EVENT = 'museum:favorites-count';
/** The API every heart talks to (GET the list, POST one change). */
export const FAVORITES_API = '/api/favorites/';
/** Every heart on a page (FavoriteButton's form). */
export const HEARTS_SELECTOR = 'form[data-favorite]';
