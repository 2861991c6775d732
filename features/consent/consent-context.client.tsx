'use client';

import { getCookie, setCookie } from '@/lib/browser-cookie';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_DAYS,
  parseConsent,
  serializeConsent,
  type Consent,
  type ConsentCategory,
} from './consent-cookie';

export type ConsentApi = {
  /** False until the cookie has been read after mount. */
  ready: boolean;
  /** null until the visitor has decided (or before the cookie has been read on the client). */
  consent: Consent | null;
  allow: (category: ConsentCategory) => void;
  save: (consent: Consent) => void;
  openManager: () => void;
};

/** Window event that asks the cookie manager to open; lets code outside the provider open it too. */
export const OPEN_MANAGER_EVENT = 'museum:open-cookie-manager';
const CHANGE_EVENT = 'museum:consent-change';

export const ConsentContext = createContext<ConsentApi | null>(null);

function writeCookie(consent: Consent) {
  setCookie(CONSENT_COOKIE, serializeConsent(consent), CONSENT_MAX_AGE_DAYS);
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT));
}

/**
 * The consent state backed by the cookie. Read after mount only: pages are cached for everyone, so
 * the server render must not depend on a visitor's cookie.
 */
export function useCookieConsent(): ConsentApi {
  const [consent, setConsent] = useState<Consent | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const read = () => {
      setConsent(parseConsent(getCookie(CONSENT_COOKIE)));
      setReady(true);
    };
    read();
    // Several gates on one page and the manager share the cookie: keep them in step.
    window.addEventListener(CHANGE_EVENT, read);
    return () => window.removeEventListener(CHANGE_EVENT, read);
  }, []);
  const save = useCallback((next: Consent) => {
    writeCookie(next);
    setConsent(next);
  }, []);
  const allow = useCallback(
    (category: ConsentCategory) => {
      const current = parseConsent(getCookie(CONSENT_COOKIE)) ?? { tracking: false, media: false };
      save({ ...current, [category]: true });
    },
    [save],
  );
  const openManager = useCallback(() => {
    window.dispatchEvent(new CustomEvent(OPEN_MANAGER_EVENT));
  }, []);
  return useMemo(() => ({ ready, consent, allow, save, openManager }), [ready, consent, allow, save, openManager]);
}

/** Consent state and actions. Works below the ConsentProvider and, reading the cookie, without it. */
export function useConsent(): ConsentApi {
  const provided = useContext(ConsentContext);
  const own = useCookieConsent();
  return provided ?? own;
}
