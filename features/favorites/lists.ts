import type { FavoriteRef } from './cookie';

// Apart from cookie.ts: the header's count on every page reads the cookie; these only the hearts,
// the store and the API need (Turbopack loads every export of a module it loads, issue #19).

/** What GET /api/favorites/ answers and the hearts work with. */
export type FavoriteLists = { events: number[]; productions: number[] };

export function toLists(refs: FavoriteRef[]): FavoriteLists {
  return {
    events: refs.filter((r) => r.kind === 'event').map((r) => r.id),
    productions: refs.filter((r) => r.kind === 'production').map((r) => r.id),
  };
}

export const countFavorites = (lists: FavoriteLists) => lists.events.length + lists.productions.length;

export const hasFavorite = (lists: FavoriteLists, ref: FavoriteRef) =>
  (ref.kind === 'event' ? lists.events : lists.productions).includes(ref.id);

/** A hand-written guard for the API's answer in the browser (no zod in the public bundle). */
export function parseFavoriteLists(value: unknown): FavoriteLists | null {
  if (!value || typeof value !== 'object') return null;
  const { events, productions } = value as Record<string, unknown>;
  const ids = (v: unknown) => (Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n) && n > 0) : null);
  const e = ids(events);
  const p = ids(productions);
  return e && p ? { events: e, productions: p } : null;
}
