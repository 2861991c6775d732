'use client';

import type { ReactNode } from 'react';
import { usePageLocale } from '@/i18n/page-locale.client';
import { useConsent } from '../consent-context.client';
import { managerTexts } from '../manager-texts';

/** The footer's 'Cookie settings' entry: reopens the cookie manager. */
export function CookieSettingsButton({ className, children }: { className?: string; children: ReactNode }) {
  const { openManager } = useConsent();
  const locale = usePageLocale();
  // Hovered or focused: the dialog's texts are fetched ahead of the click.
  const prepare = () => void managerTexts(locale);
  return (
    <button
      type="button"
      className={className ?? 'link-button'}
      onClick={openManager}
      onPointerEnter={prepare}
      onFocus={prepare}
    >
      {children}
    </button>
  );
}
