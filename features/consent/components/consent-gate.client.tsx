'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useConsent } from '../consent-context.client';
import styles from './consent-gate.module.css';

export type ConsentGateProps = {
  category: 'media' | 'tracking';
  /** Name of the outside service, shown in the placeholder ('YouTube', 'Spotify'). */
  service: string;
  children: ReactNode;
};

/**
 * Renders children (an embed that talks to another company) only once the visitor has allowed the
 * category. Until then a placeholder names the service and offers a one-click allow.
 */
export function ConsentGate({ category, service, children }: ConsentGateProps) {
  const { consent, allow, openManager } = useConsent();
  const t = useTranslations('Consent');
  if (consent?.[category]) return <>{children}</>;
  return (
    <div className={styles.gate} role="group" aria-label={t('gateLabel', { service })}>
      <p className={styles.title}>{t('gateTitle', { service })}</p>
      <p className={styles.text}>{t(category === 'media' ? 'gateTextMedia' : 'gateTextTracking', { service })}</p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => allow(category)}>
          {t('gateLoad', { service })}
        </button>
        <button type="button" className="link-button" onClick={openManager}>
          {t('openSettings')}
        </button>
      </div>
    </div>
  );
}
