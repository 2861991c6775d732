import 'server-only';
import { getTranslations } from 'next-intl/server';
import { localeNames, type Locale } from '@/i18n/config';
import { pluralTexts, textTemplate } from '@/i18n/texts.server';
import { searchBoxTexts } from '@/features/search/server';
import type { LanguageSwitchTexts } from '../components/language-switch.client';
import type { MenuTexts } from '../components/header/mobile-menu';
import type { OpeningHoursTexts } from '../components/header/opening-hours-label.client';
import type { TopNavTexts } from '../components/header/top-nav';

/**
 * The texts of the header's client components, made here on the server: the header is in every
 * page's first load, which then needs no message provider or ICU runtime (issue #19).
 */
export async function headerTexts(locale: Locale) {
  const [t, tf, oh, ls, search] = await Promise.all([
    getTranslations({ locale, namespace: 'Header' }),
    getTranslations({ locale, namespace: 'Favorites' }),
    getTranslations({ locale, namespace: 'OpeningHours' }),
    getTranslations({ locale, namespace: 'LanguageSwitch' }),
    searchBoxTexts(locale),
  ]);
  const topNav: TopNavTexts = {
    topBar: t('topBar'),
    favorites: t('favorites'),
    favoritesLink: pluralTexts(tf, 'headerLink', locale),
    cart: t('cart'),
    cartCount: pluralTexts(t, 'cartCount', locale),
    login: t('login'),
    shopOffline: t('shopOffline'),
    account: {
      menu: textTemplate(t, 'accountMenu', ['name']),
      profile: t('profile'),
      logout: t('logout'),
      logoutFailed: t('logoutFailed'),
    },
    search,
  };
  const menu: MenuTexts = {
    submenu: textTemplate(t, 'submenu', ['name']),
    menu: t('menu'),
    closeMenu: t('closeMenu'),
    secondaryNavigation: t('secondaryNavigation'),
  };
  const openingHours: OpeningHoursTexts = {
    label: oh('label'),
    openFrom: textTemplate(oh, 'openFrom', ['time']),
    openUntil: textTemplate(oh, 'openUntil', ['time']),
    open: textTemplate(oh, 'open', ['time']),
    closed: oh('closed'),
  };
  const languageSwitch: LanguageSwitchTexts = {
    label: ls('label'),
    current: ls('current', { name: localeNames[locale] }),
  };
  return { topNav, menu, openingHours, languageSwitch };
}
