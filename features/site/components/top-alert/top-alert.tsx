import { getTranslations } from 'next-intl/server';
import { CloseIcon } from '@/components/icons';
import type { Locale } from '@/i18n/config';
import type { BreakingNews } from '../../server/breaking-news';
import { TOP_ALERT_CLOSE_ATTR, TOP_ALERT_CLOSED_ATTR } from './top-alert-cookie';
import styles from './top-alert.module.css';

/**
 * The breaking-news banner (docs/requirements.md §4), dismissible; hidden (not dismissed) while the mobile menu is
 * open ([data-menu-hide]). The alert is rendered into the cached page for everyone; for visitors
 * who closed this alert, the head's script (TopAlertScript) and this alert's style rule hide it
 * before the first paint, so it neither flashes nor shifts the layout. The close button is handled
 * by the header's behaviour (header-behaviour.ts), which stores the cookie and sets the same
 * attribute: no component of its own in the browser.
 */
export async function TopAlert({ alert, locale }: { alert: BreakingNews | null; locale: Locale }) {
  if (!alert) return null;
  const t = await getTranslations({ locale, namespace: 'TopAlert' });
  const hide = `html[${TOP_ALERT_CLOSED_ATTR}="${alert.id}"] [data-top-alert]{display:none}`;
  return (
    <>
      {/* href and precedence: React puts the rule into <head>, where a <style> belongs. */}
      <style href={`top-alert-${alert.id}`} precedence="top-alert">
        {hide}
      </style>
      <section
        className={styles.alert}
        aria-label={t('label')}
        data-top-alert=""
        data-menu-hide=""
        data-landing-hide=""
      >
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
          <button
            type="button"
            className={`${styles.close} needs-script`}
            aria-label={t('close')}
            {...{ [TOP_ALERT_CLOSE_ATTR]: String(alert.id) }}
          >
            <CloseIcon />
          </button>
        </div>
      </section>
    </>
  );
}
