'use client';

import { useEffect } from 'react';
import { countFavorites } from '../cookie';
import { useFavorites } from './favorites-store.client';

/**
 * Tells the header how many favorites this browser has, renders nothing; the count is read after
 * mount. Part of the header's first load, so pages with hearts find the store there and do not
 * load a second copy of it (issue #19: the lazily loaded count had made two).
 */
export function FavoritesCount({ onCount }: { onCount: (count: number) => void }) {
  const favorites = useFavorites();
  const count = favorites ? countFavorites(favorites) : 0;
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}
