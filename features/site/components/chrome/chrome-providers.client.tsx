'use client';

import type { ReactNode } from 'react';
import { ConsentProvider } from '@/features/consent';
import { UserProvider, useUser } from './user-context.client';

/** Client state every page of the default layout shares: the visitor and their cookie consent. */
export function ChromeProviders({ locale, analyticsUrl, children }: { locale: string; analyticsUrl: string; children: ReactNode }) {
  return (
    <UserProvider locale={locale}>
      <ConsentWithUser analyticsUrl={analyticsUrl}>{children}</ConsentWithUser>
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
