import styles from './cookie-banner.module.css';

export type CookieBannerTexts = {
  bannerLabel: string;
  bannerTitle: string;
  bannerText: string;
  acceptAll: string;
  requiredOnly: string;
  settings: string;
};

/** What the banner's buttons ask for, read by the ConsentProvider's click handler. */
export const BANNER_CHOICE = { all: 'all', required: 'required', settings: 'settings' } as const;

/**
 * The cookie banner of a first visit, a server component in every page (cached for everyone):
 * hidden by CSS unless the head's banner script or, once hydrated, the ConsentProvider shows it, so
 * its text paints with the page instead of after hydration. Its buttons say what they choose
 * (data-consent-choice); the ConsentProvider around it handles their clicks, so the banner brings no
 * code of its own to the browser (issue #19). Without JavaScript it stays hidden: then the site
 * loads no tracking and no embeds, so there is nothing to ask.
 */
export function CookieBanner({ texts: t }: { texts: CookieBannerTexts }) {
  return (
    <section className={styles.banner} aria-label={t.bannerLabel}>
      <div className={styles.bannerInner}>
        <div>
          <h2 className={styles.heading}>{t.bannerTitle}</h2>
          <p className={styles.text}>{t.bannerText}</p>
        </div>
        <div className={styles.actions}>
          <button type="button" className="button" data-consent-choice={BANNER_CHOICE.all}>
            {t.acceptAll}
          </button>
          <button type="button" className="button button--secondary" data-consent-choice={BANNER_CHOICE.required}>
            {t.requiredOnly}
          </button>
          <button type="button" className="link-button" data-consent-choice={BANNER_CHOICE.settings}>
            {t.settings}
          </button>
        </div>
      </div>
    </section>
  );
}
