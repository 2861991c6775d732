import { getTranslations } from 'next-intl/server';
import { ClockIcon, CloseIcon, MenuIcon } from '@/components/icons';
import type { Locale } from '@/i18n/config';
import { accountPaths } from '@/features/accounts';
import { getNavigation } from '@/features/pages/server';
import { openingHoursSummary, openingSchedule } from '../opening-hours-label';
import { headerTexts } from '../server/header-texts';
import { getOpeningHoursToday } from '../server/opening-hours';
import { getDesignSettings, getSiteSettings } from '@/features/settings/server';
import { localizedShopHref } from '@/lib/proxy/rules';
import { DesktopMenu } from './header/desktop-menu';
import { MobileMenu } from './header/mobile-menu';
import { MobileMenuLists } from './header/mobile-menu-lists';
import { OpeningHoursLabel } from './header/opening-hours-label.client';
import { SiteLogo } from './header/site-logo';
import { TopNav } from './header/top-nav';
import { LanguageSwitch } from './language-switch.client';
import styles from './header/header.module.css';

/** Site header (docs/requirements.md §2): top bar with today's hours and service links, logo, desktop and mobile menus. */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const now = new Date();
  const [nav, hours, design, settings, t, oh, common, texts] = await Promise.all([
    getNavigation(locale),
    getOpeningHoursToday(locale, now),
    getDesignSettings(),
    getSiteSettings(),
    getTranslations({ locale, namespace: 'Header' }),
    getTranslations({ locale, namespace: 'OpeningHours' }),
    getTranslations({ locale, namespace: 'Common' }),
    headerTexts(locale),
  ]);
  const labelTexts = {
    openFrom: (time: string) => oh('openFrom', { time }),
    openUntil: (time: string) => oh('openUntil', { time }),
    open: (time: string) => oh('open', { time }),
    closed: oh('closed'),
  };
  const summary = openingHoursSummary(hours, locale, labelTexts);
  const logoHref = design.header.logoLink === '/' ? `/${locale}` : design.header.logoLink;
  return (
    // Its scrolled state is set by chrome/header-behaviour.ts.
    <header id="site-header" className={styles.header} data-testid="site-header">
      <div className={styles.topBar}>
        <div className={styles.topInner}>
          <OpeningHoursLabel
            schedule={openingSchedule(hours, now, locale, labelTexts)}
            fallback={summary}
            locale={locale}
            texts={texts.openingHours}
            icon={<ClockIcon />}
          />
          <div className={styles.topRight}>
            <TopNav
              basketLink={localizedShopHref(design.header.basketLink, locale)}
              loginHref={accountPaths.login(locale)}
              shopOnline={settings.is_shop_online}
              locale={locale}
              texts={texts.topNav}
            />
            <LanguageSwitch current={locale} texts={texts.languageSwitch} />
          </div>
        </div>
      </div>
      <div>
        <div className={styles.mainInner}>
          <SiteLogo href={logoHref} name={common('siteName')} tagline={common('siteTagline')} label={t('logoLabel')} />
          {nav.menu.length > 0 && (
            <DesktopMenu items={nav.menu} label={common('mainNavigation')} submenu={texts.menu.submenu} />
          )}
          {nav.menu.length + nav.secondary.length > 0 && (
            <MobileMenu
              label={common('mainNavigation')}
              texts={{ menu: texts.menu.menu, closeMenu: texts.menu.closeMenu }}
              icons={{ menu: <MenuIcon />, close: <CloseIcon /> }}
            >
              <MobileMenuLists
                primary={nav.menu}
                secondary={nav.secondary}
                label={common('mainNavigation')}
                texts={texts.menu}
              />
            </MobileMenu>
          )}
        </div>
      </div>
    </header>
  );
}
