import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { getNavigation } from '@/features/pages/server/navigation';
import { LanguageSwitch } from './language-switch.client';

/** Site header: logo, main menu with submenus, language switch. */
export async function SiteHeader({ locale, hideMenu = false }: { locale: Locale; hideMenu?: boolean }) {
  const [nav, t] = await Promise.all([getNavigation(locale), getTranslations({ locale, namespace: 'Common' })]);
  return (
    <header className="site-header">
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <div className="site-header__bar">
        <a className="site-header__logo" href={`/${locale}`}>
          <span className="site-header__name">{t('siteName')}</span>
          <span className="site-header__tagline">{t('siteTagline')}</span>
        </a>
        <LanguageSwitch />
      </div>
      {!hideMenu && nav.menu.length > 0 && (
        <nav className="main-nav" aria-label={t('mainNavigation')}>
          <ul className="main-nav__list">
            {nav.menu.map((item) => (
              <li key={item.id} className="main-nav__item">
                <a href={item.url}>{item.menu_name}</a>
                {item.children.length > 0 && (
                  <ul className="main-nav__sub">
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <a href={child.url}>{child.menu_name}</a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
