'use client';

import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/config';
import { ConsentProvider, type CookieManagerFrameTexts } from '@/features/consent/client';
import { ChromeStateProvider } from './chrome-state.client';
import { UserProvider, useUser } from './user-context.client';

type ConsentProps = {
  locale: Locale;
  analyticsUrl: string;
  cookieBanner: ReactNode;
  cookieManagerTexts: CookieManagerFrameTexts;
  children: ReactNode;
};

/**
 * Client state every page of the default layout shares: the visitor, their cookie consent (with the
 * server-rendered cookie banner) and the sticky ticket.
 */
export function ChromeProviders({ locale, children, ...consent }: ConsentProps) {
  return (
    <UserProvider locale={locale}>
      <ConsentWithUser locale={locale} {...consent}>
        <ChromeStateProvider>{children}</ChromeStateProvider>
      </ConsentWithUser>
    </UserProvider>
  );
}

function ConsentWithUser({ locale, analyticsUrl, cookieBanner, cookieManagerTexts, children }: ConsentProps) {
  const { state } = useUser();
  return (
    <ConsentProvider
      locale={locale}
      banner={cookieBanner}
      managerTexts={cookieManagerTexts}
      bannerAllowed={state.status !== 'loading'}
      analyticsUrl={analyticsUrl}
    >
      {children}
    </ConsentProvider>
  );
}
