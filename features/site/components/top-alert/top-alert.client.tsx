'use client';

import { getCookie, setCookie } from '@/lib/browser-cookie';
import { useState, type ReactNode } from 'react';
import { useHydrated } from '@/components/client-only.client';
import type { BreakingNews } from '../../server/breaking-news';
import { isAlertDismissed, TOP_ALERT_COOKIE } from './top-alert-cookie';
import styles from './top-alert.module.css';

export type TopAlertTexts = { label: string; close: string };

/** Dismissible alert; hidden (not dismissed) while the mobile menu is open ([data-menu-hide]). The close icon comes from the server. */
export function TopAlertView({ alert, texts, closeIcon }: { alert: BreakingNews; texts: TopAlertTexts; closeIcon: ReactNode }) {
  const [closedNow, setClosedNow] = useState(false);
  // The server (cached page) knows no cookie; the browser reads it once hydrated.
  const stored = useHydrated() ? getCookie(TOP_ALERT_COOKIE) : undefined;

  if (closedNow || isAlertDismissed(stored, alert.id)) return null;
  const close = () => {
    setCookie(TOP_ALERT_COOKIE, String(alert.id), 365);
    setClosedNow(true);
  };
  return (
    <section className={styles.alert} aria-label={texts.label} data-top-alert="" data-menu-hide="" data-landing-hide="">
      <div className={styles.inner}>
        <p className={styles.body}>
          <strong className={styles.title}>{alert.title}</strong> <span>{alert.text}</span>
          {alert.link && (
            <>
              {' '}
              <a className={styles.link} href={alert.link.url}>
                {alert.link_title || alert.link.url}
              </a>
            </>
          )}
        </p>
        <button type="button" className={`${styles.close} needs-script`} onClick={close} aria-label={texts.close}>
          {closeIcon}
        </button>
      </div>
    </section>
  );
}
