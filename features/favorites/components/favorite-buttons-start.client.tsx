'use client';

import { useEffect } from 'react';
import { startFavoriteButtons } from './favorite-buttons';

/** Rendered by every heart: the page's hearts come alive with the first, and hearts added later (cards from the API) show the known state. */
export function FavoriteButtonsStart() {
  useEffect(() => startFavoriteButtons(), []);
  return null;
}
