'use client';

import type { ReactNode } from 'react';
import { useConsent } from '../consent-context.client';
import styles from './consent-gate.module.css';

/**
 * Made on the server for one outside service and category (features/consent/server.ts
 * consentGateTexts): they name the service ('YouTube', 'Spotify').
 */
export type ConsentGateTexts = { label: string; title: string; text: string; load: string; openSettings: string };

export type ConsentGateProps = {
  category: 'media' | 'tracking';
  texts: ConsentGateTexts;
  children: ReactNode;
};

/**
 * Renders children (an embed that talks to another company) only once the visitor has allowed the
 * category. Until then a placeholder names the service and offers a one-click allow.
 */
export function ConsentGate({ category, texts, children }: ConsentGateProps) {
  const { consent, allow, openManager } = useConsent();
  if (consent?.[category]) return <>{children}</>;
  return (
    <div className={styles.gate} role="group" aria-label={texts.label}>
      <p className={styles.title}>{texts.title}</p>
      <p className={styles.text}>{texts.text}</p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => allow(category)}>
          {texts.load}
        </button>
        <button type="button" className="link-button" onClick={openManager}>
          {texts.openSettings}
        </button>
      </div>
    </div>
  );
}
