'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ConsentContext, OPEN_MANAGER_EVENT, useCookieConsent, type ConsentApi } from '../consent-context.client';
import { isConsentFreePath } from '../consent-cookie';

// The banner and dialog are only needed until a choice is made or when the visitor reopens them.
const CookieManager = dynamic(() => import('./cookie-manager.client').then((m) => m.CookieManager), { ssr: false });

type Props = {
  children: ReactNode;
  /** SPEC: the banner waits until the user-details call has finished. */
  bannerAllowed: boolean;
  /** Design settings analytics.containerUrl; loaded only after tracking consent. */
  analyticsUrl: string;
};

export function ConsentProvider({ children, bannerAllowed, analyticsUrl }: Props) {
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
  const showBanner = cookie.ready && cookie.consent === null && bannerAllowed && !isConsentFreePath(pathname);

  return (
    <ConsentContext.Provider value={api}>
      {children}
      {(showBanner || managerOpen) && (
        <CookieManager
          mode={managerOpen ? 'dialog' : 'banner'}
          consent={cookie.consent}
          onSave={(next) => {
            cookie.save(next);
            setManagerOpen(false);
          }}
          onOpenSettings={() => setManagerOpen(true)}
          onClose={() => setManagerOpen(false)}
        />
      )}
      {/* React 19 puts an async script into <head> once and runs it; next/script would add ~1.5 KB gzip to every page. */}
      {cookie.consent?.tracking && analyticsUrl && <script async src={analyticsUrl} data-consent="tracking" />}
    </ConsentContext.Provider>
  );
}
