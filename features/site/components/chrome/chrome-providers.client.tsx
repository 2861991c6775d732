'use client';

import type { ReactNode } from 'react';
import { ConsentProvider } from '@/features/consent/client';
import { ChromeStateProvider } from './chrome-state.client';
import { UserProvider, useUser } from './user-context.client';

/** Client state every page of the default layout shares: the visitor, their cookie consent, menu and sticky ticket. */
export function ChromeProviders({ locale, analyticsUrl, children }: { locale: string; analyticsUrl: string; children: ReactNode }) {
  return (
    <UserProvider locale={locale}>
      <ConsentWithUser analyticsUrl={analyticsUrl}>
        <ChromeStateProvider>{children}</ChromeStateProvider>
      </ConsentWithUser>
    </UserProvider>
  );
}

function ConsentWithUser({ analyticsUrl, children }: { analyticsUrl: string; children: ReactNode }) {
  const { state } = useUser();
  return (
    <ConsentProvider bannerAllowed={state.status !== 'loading'} analyticsUrl={analyticsUrl}>
      {children}
    </ConsentProvider>
  );
}
