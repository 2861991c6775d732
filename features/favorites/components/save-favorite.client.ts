'use client';

import { getCookie } from '@/lib/browser-cookie';
import { VISITOR_CSRF_COOKIE } from '@/features/accounts';
import { FAVORITES_API } from '../constants';
import type { FavoriteRef } from '../cookie';
import { parseFavoriteLists, type FavoriteLists } from '../lists';
import { publish } from './favorites-store.client';

// Apart from the store: the header's count on every page needs the store, only hearts write.

class FavoriteError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(`favorite write failed (${status})`);
  }
}

/** One change through the API (which also writes a guest's cookie); everyone listening follows. */
export async function saveFavorite(ref: FavoriteRef, favorite: boolean): Promise<FavoriteLists> {
  const csrf = getCookie(VISITOR_CSRF_COOKIE);
  const res = await fetch(FAVORITES_API, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(csrf ? { 'x-csrftoken': csrf } : {}),
    },
    body: JSON.stringify({ kind: ref.kind, id: ref.id, favorite }),
  });
  const body: unknown = await res.json().catch(() => null);
  const next = res.ok ? parseFavoriteLists(body) : null;
  if (!next) throw new FavoriteError(res.status, (body as { code?: string } | null)?.code);
  publish(next);
  return next;
}
