import { MAX_GUEST_FAVORITES } from './constants';

export type FavoriteKind = 'event' | 'production';
export type FavoriteRef = { kind: FavoriteKind; id: number };

const PART = /^([ep])([1-9]\d{0,9})$/;
const MAX_ID = 2_147_483_647;
/** Longer than 100 entries of the largest ids could ever be: the rest is not even looked at. */
const MAX_COOKIE_CHARS = 1200;

export const favoriteKey = (ref: FavoriteRef) => `${ref.kind === 'event' ? 'e' : 'p'}${ref.id}`;

/**
 * The guest cookie `e12.e40.p5`, read defensively: anything that is not a kind letter with a
 * positive integer id is skipped, duplicates count once, at most MAX_GUEST_FAVORITES entries.
 */
export function parseFavoritesCookie(value: string | null | undefined): FavoriteRef[] {
  if (!value || typeof value !== 'string') return [];
  let raw = value.slice(0, MAX_COOKIE_CHARS);
  try {
    raw = decodeURIComponent(raw);
  } catch {
    // Not URL-encoded after all: read it as it is.
  }
  const seen = new Set<string>();
  const out: FavoriteRef[] = [];
  for (const part of raw.split('.')) {
    const match = PART.exec(part.trim());
    if (!match) continue;
    const id = Number(match[2]);
    if (id > MAX_ID) continue;
    const ref: FavoriteRef = { kind: match[1] === 'e' ? 'event' : 'production', id };
    const key = favoriteKey(ref);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(ref);
    if (out.length >= MAX_GUEST_FAVORITES) break;
  }
  return out;
}

export const serializeFavorites = (refs: FavoriteRef[]) => refs.map(favoriteKey).join('.');
