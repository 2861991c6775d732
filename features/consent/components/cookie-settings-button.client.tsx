'use client';

import type { ReactNode } from 'react';
import { useConsent } from '../consent-context.client';

/** The footer's 'Cookie settings' entry: reopens the cookie manager. */
export function CookieSettingsButton({ className, children }: { className?: string; children: ReactNode }) {
  const { openManager } = useConsent();
  return (
    <button type="button" className={className ?? 'link-button'} onClick={openManager}>
      {children}
    </button>
  );
}
