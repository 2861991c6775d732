'use client';

import { useEffect } from 'react';
import { getCookie } from '@/lib/browser-cookie';
import { VISITOR_CSRF_COOKIE } from '@/features/accounts';
import { FAVORITES_COOKIE, HEARTS_SELECTOR } from '../constants';

const hearts = () => import('./favorite-buttons');

/**
 * Only a browser with favorites (a guest's cookie) or an account (whose list the API knows) has a
 * state to show; for everyone else the server's hearts are already right, and the hearts' code
 * (favorite-buttons.ts with the store) loads with the first press (issue #19: most first visits
 * never need it).
 */
function showKnownState() {
  if (getCookie(FAVORITES_COOKIE) || getCookie(VISITOR_CSRF_COOKIE))
    void hearts().then((m) => m.startFavoriteButtons());
}

let listening = false;

function onSubmit(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches(HEARTS_SELECTOR)) return;
  event.preventDefault();
  hearts().then(
    (m) => {
      m.startFavoriteButtons();
      void m.pressHeart(form);
    },
    // Without its code the heart still works as the plain form it is (303 back to this page).
    () => form.submit(),
  );
}

/** Rendered by every heart: the first brings the page's hearts to life, later ones (cards from the API) show the known state. */
export function FavoriteButtonsStart() {
  useEffect(() => {
    showKnownState();
    if (listening) return;
    listening = true;
    document.addEventListener('submit', onSubmit);
    // Another tab may have saved the first favorite meanwhile.
    window.addEventListener('focus', showKnownState);
  }, []);
  return null;
}
