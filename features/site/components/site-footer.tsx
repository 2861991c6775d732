import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { ExternalIcon } from '@/components/icons';
import { CookieSettingsButton } from '@/features/consent/client';
import { getNavigation } from '@/features/pages/server';
import { isExternalUrl, sanitizeFooterHtml } from '../footer-html';
import { getSiteSettings } from '@/features/settings/server';
import styles from './footer/footer.module.css';

/** The federal external reporting office under the Whistleblower Protection Act (HinSchG). */
const WHISTLEBLOWER_URL = 'https://www.bundesjustizamt.de/DE/MeldestelledesBundes/MeldestelledesBundes_node.html';

/** Site footer (docs/requirements.md §2): HTML blocks from the site settings, footer navigation, legal links, logos. */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const [nav, settings, t, common] = await Promise.all([
    getNavigation(locale),
    getSiteSettings(),
    getTranslations({ locale, namespace: 'Footer' }),
    getTranslations({ locale, namespace: 'Common' }),
  ]);
  const top = sanitizeFooterHtml(settings.html_footer_top);
  const bottom = sanitizeFooterHtml(settings.html_footer_bottom);
  const logos = sanitizeFooterHtml(settings.html_footer_logos);
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

  return (
    <footer className={styles.footer} id="site-footer" data-site-footer="">
      <div className={styles.inner}>
        <div className={styles.columns}>
          <div>
            <p className={styles.name}>{common('siteName')}</p>
            <p className={styles.tagline}>{common('siteTagline')}</p>
            {top && <div className={styles.html} dangerouslySetInnerHTML={{ __html: top }} />}
          </div>
          {nav.footer.length > 0 && (
            <nav aria-label={common('footerNavigation')}>
              <ul className={styles.nav}>
                {nav.footer.map((link) => (
                  <li key={link.url + link.title}>
                    {isExternalUrl(link.url) ? (
                      <a href={link.url} {...external}>
                        {link.title} <span className="visually-hidden">{t('newTab')}</span>
                      </a>
                    ) : (
                      <a href={link.url}>{link.title}</a>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <nav aria-label={t('legal')}>
            <ul className={styles.nav}>
              <li>
                <a href={`/${locale}/agb`}>{t('gtc')}</a>
              </li>
              <li>
                <a href={`/${locale}/impressum`}>{t('imprint')}</a>
              </li>
              <li>
                <a href={`/${locale}/datenschutz`}>{t('privacy')}</a>
              </li>
              <li>
                <a href={`/${locale}/barrierefreiheit`}>{t('accessibility')}</a>
              </li>
              <li className="needs-script">
                <CookieSettingsButton className={styles.linkButton}>{t('cookieSettings')}</CookieSettingsButton>
              </li>
              <li>
                <a href={WHISTLEBLOWER_URL} {...external}>
                  {t('whistleblower')} <ExternalIcon className={styles.external} />
                  <span className="visually-hidden">{t('newTab')}</span>
                </a>
              </li>
            </ul>
          </nav>
        </div>
        {logos && (
          <section className={styles.logos} aria-label={t('partners')}>
            <div className={styles.html} dangerouslySetInnerHTML={{ __html: logos }} />
          </section>
        )}
        {bottom && <div className={`${styles.html} ${styles.bottom}`} dangerouslySetInnerHTML={{ __html: bottom }} />}
        <p className={styles.copy}>{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
