import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { getNavigation } from '@/features/pages/server/navigation';
import { CookieSettingsButton } from '@/features/consent';

/** Site footer: footer navigation and the legal links of SPEC section 2. */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const [nav, t, common] = await Promise.all([
    getNavigation(locale),
    getTranslations({ locale, namespace: 'Footer' }),
    getTranslations({ locale, namespace: 'Common' }),
  ]);
  return (
    <footer className="site-footer">
      {nav.footer.length > 0 && (
        <nav aria-label={common('footerNavigation')}>
          <ul className="site-footer__nav">
            {nav.footer.map((link) => (
              <li key={link.url + link.title}>
                <a href={link.url}>{link.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ul className="site-footer__legal">
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
          <CookieSettingsButton>{t('cookieSettings')}</CookieSettingsButton>
        </li>
      </ul>
      <p className="site-footer__copy">{t('copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
