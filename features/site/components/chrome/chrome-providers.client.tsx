'use client';

import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/config';
import { ConsentProvider, type ConsentTexts } from '@/features/consent/client';
import { ChromeStateProvider } from './chrome-state.client';
import { UserProvider, useUser } from './user-context.client';

/** Client state every page of the default layout shares: the visitor, their cookie consent, menu and sticky ticket. */
export function ChromeProviders({ locale, analyticsUrl, consentTexts, children }: { locale: Locale; analyticsUrl: string; consentTexts: ConsentTexts; children: ReactNode }) {
  return (
    <UserProvider locale={locale}>
      <ConsentWithUser locale={locale} analyticsUrl={analyticsUrl} texts={consentTexts}>
        <ChromeStateProvider>{children}</ChromeStateProvider>
      </ConsentWithUser>
    </UserProvider>
  );
}

function ConsentWithUser({ locale, analyticsUrl, texts, children }: { locale: Locale; analyticsUrl: string; texts: ConsentTexts; children: ReactNode }) {
  const { state } = useUser();
  return (
    <ConsentProvider locale={locale} texts={texts} bannerAllowed={state.status !== 'loading'} analyticsUrl={analyticsUrl}>
      {children}
    </ConsentProvider>
  );
}
