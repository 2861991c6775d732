'use client';

import { useEffect } from 'react';
import { countFavorites } from '../cookie';
import { useFavorites } from './favorites-store.client';

/**
 * Tells the header how many favorites this browser has, renders nothing. The header loads it after
 * hydration (clientOnly): the count is read after mount anyway, and so the store and its cookie and
 * API parsing are not in the first load of pages without a heart.
 */
export function FavoritesCount({ onCount }: { onCount: (count: number) => void }) {
  const favorites = useFavorites();
  const count = favorites ? countFavorites(favorites) : 0;
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}
