'use client';

import { clientOnly } from '@/components/client-only.client';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useMemo, useState, type ReactNode, type SyntheticEvent } from 'react';
import { ConsentContext, OPEN_MANAGER_EVENT, useCookieConsent, type ConsentApi } from '../consent-context.client';
import { isConsentFreePath } from '../consent-cookie';
import { managerTexts } from '../manager-texts';
import { BANNER_CHOICE } from './cookie-banner';
import styles from './cookie-banner.module.css';
import type { Locale } from '@/i18n/config';
import type { CookieManagerFrameTexts } from './cookie-manager.client';

// The settings dialog is only needed when a visitor opens it.
const CookieManager = clientOnly(() => import('./cookie-manager.client').then((m) => m.CookieManager));

type Props = {
  locale: Locale;
  /** The server-rendered CookieBanner (cookie-banner.tsx): its buttons' clicks are handled here. */
  banner: ReactNode;
  /** The settings dialog's frame, made on the server (features/consent/server.ts consentTexts). */
  managerTexts: CookieManagerFrameTexts;
  children: ReactNode;
  /** The banner waits until the user-details call has finished. */
  bannerAllowed: boolean;
  /** Design settings analytics.containerUrl; loaded only after tracking consent. */
  analyticsUrl: string;
};

export function ConsentProvider({
  locale,
  banner,
  managerTexts: frameTexts,
  children,
  bannerAllowed,
  analyticsUrl,
}: Props) {
  const cookie = useCookieConsent();
  const [managerOpen, setManagerOpen] = useState(false);
  const pathname = usePathname() ?? '/';

  useEffect(() => {
    const open = () => setManagerOpen(true);
    window.addEventListener(OPEN_MANAGER_EVENT, open);
    return () => window.removeEventListener(OPEN_MANAGER_EVENT, open);
  }, []);

  const openManager = useCallback(() => setManagerOpen(true), []);
  const api: ConsentApi = useMemo(() => ({ ...cookie, openManager }), [cookie, openManager]);
  // Until the cookie is read (the server's HTML, hydration) the banner is rendered and the inline
  // banner script has decided whether it shows; from then on this decides.
  const showBanner =
    !managerOpen && !isConsentFreePath(pathname) && (!cookie.ready || (cookie.consent === null && bannerAllowed));
  const choice = (e: SyntheticEvent) =>
    (e.target as Element).closest?.('[data-consent-choice]')?.getAttribute('data-consent-choice');
  const onBannerClick = (e: SyntheticEvent) => {
    const chosen = choice(e);
    if (chosen === BANNER_CHOICE.settings) openManager();
    else if (chosen) cookie.save({ tracking: chosen === BANNER_CHOICE.all, media: chosen === BANNER_CHOICE.all });
  };
  // A pointer over or focus on 'Settings': the dialog's texts are fetched ahead of the click.
  const prepareSettings = (e: SyntheticEvent) => choice(e) === BANNER_CHOICE.settings && void managerTexts(locale);

  return (
    <ConsentContext.Provider value={api}>
      {/* First in <body>, before the skip link (as GOV.UK places its banner): read first by a screen
          reader, and its text, the largest on a phone's first screen, paints with the first paint
          instead of after the page's HTML (issue #19, LCP of the events list). It is fixed to the
          bottom of the window, so its place in the document does not move anything. */}
      {showBanner && (
        // Until the cookie is read the head's banner script decides whether it shows; then .live.
        <div
          className={cookie.ready ? styles.live : undefined}
          onClick={onBannerClick}
          onPointerOver={prepareSettings}
          onFocus={prepareSettings}
        >
          {banner}
        </div>
      )}
      {children}
      {managerOpen && (
        <CookieManager
          locale={locale}
          texts={frameTexts}
          consent={cookie.consent}
          onSave={(next) => {
            cookie.save(next);
            setManagerOpen(false);
          }}
          onClose={() => setManagerOpen(false)}
        />
      )}
      {/* React 19 puts an async script into <head> once and runs it; next/script would add ~1.5 KB gzip to every page. */}
      {cookie.consent?.tracking && analyticsUrl && <script async src={analyticsUrl} data-consent="tracking" />}
    </ConsentContext.Provider>
  );
}
