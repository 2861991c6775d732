'use client';

import type { Consent } from '../consent-cookie';
import styles from './cookie-banner.module.css';

export type CookieBannerTexts = { bannerLabel: string; bannerTitle: string; bannerText: string; acceptAll: string; requiredOnly: string; settings: string };

type Props = {
  texts: CookieBannerTexts;
  /** False while the HTML is shown before hydration: then BANNER_ON_CLASS on <html> decides (banner-script.ts). */
  live: boolean;
  onSave: (consent: Consent) => void;
  onOpenSettings: () => void;
  /** A pointer over or focus on 'Settings': the dialog's texts are fetched ahead of the click. */
  onPrepareSettings: () => void;
};

/**
 * The cookie banner of a first visit. Rendered on the server into every page (cached for everyone)
 * and hidden by CSS unless the head's banner script or, once hydrated, the ConsentProvider shows it:
 * so its text paints with the page instead of after hydration.
 */
export function CookieBanner({ texts: t, live, onSave, onOpenSettings, onPrepareSettings }: Props) {
  return (
    <section className={styles.banner} aria-label={t.bannerLabel} data-live={live ? '' : undefined}>
      <div className={styles.bannerInner}>
        <div>
          <h2 className={styles.heading}>{t.bannerTitle}</h2>
          <p className={styles.text}>{t.bannerText}</p>
        </div>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={() => onSave({ tracking: true, media: true })}>
            {t.acceptAll}
          </button>
          <button type="button" className="button button--secondary" onClick={() => onSave({ tracking: false, media: false })}>
            {t.requiredOnly}
          </button>
          <button type="button" className="link-button" onClick={onOpenSettings} onPointerEnter={onPrepareSettings} onFocus={onPrepareSettings}>
            {t.settings}
          </button>
        </div>
      </div>
    </section>
  );
}
