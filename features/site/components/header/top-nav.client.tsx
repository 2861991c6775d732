'use client';

import { getCookie } from '@/lib/browser-cookie';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { BasketIcon, HeartIcon, UserIcon } from '@/components/icons';
import { clientOnly } from '@/components/client-only.client';
import { pluralText, type PluralTexts } from '@/i18n/client-texts';
import type { Locale } from '@/i18n/config';
import { SearchBoxLazy, type SearchBoxTexts } from '@/features/search/client';
import { CART_COUNT_COOKIE, CART_URL_COOKIE, parseCartCount, safeCartUrl } from '@/features/ticketing';
import { FavoritesCount } from '@/features/favorites/client';
import { useChrome } from '../chrome/chrome-state.client';
import { useUser } from '../chrome/user-context.client';
import type { AccountMenuTexts } from './account-menu.client';
import styles from './header.module.css';

// Only for logged-in visitors and staff, known after the user details load: not in the first load.
const AccountMenu = clientOnly(() => import('./account-menu.client').then((m) => m.AccountMenu));

/** Made on the server (features/site/server/header-texts.ts); counts pick their text with pluralText. */
export type TopNavTexts = {
  topBar: string;
  favorites: string;
  favoritesLink: PluralTexts;
  cart: string;
  cartCount: PluralTexts;
  login: string;
  shopOffline: string;
  account: AccountMenuTexts;
  search: SearchBoxTexts;
};

type Props = { basketLink: string; loginHref: string; shopOnline: boolean; locale: Locale; texts: TopNavTexts };

/** Favorites, cart with count, account and search (SPEC 2, Header). */
export function TopNav({ basketLink, loginHref, shopOnline, locale, texts }: Props) {
  const [favoritesCount, setFavoritesCount] = useState(0);
  const { state, staff } = useUser();
  const { setMenuOpen } = useChrome();
  const [cart, setCart] = useState({ count: 0, url: basketLink });

  useEffect(() => {
    // The box office sets these cookies; they are read after mount because pages are cached for everyone.
    // The cookie names the cart in the language it was filled in; the link follows this page's.
    const url = () => safeCartUrl(getCookie(CART_URL_COOKIE), basketLink).replace(/^\/(de|en|cs)\/webshop(?=[/?#]|$)/, `/${locale}/webshop`);
    // The same state when nothing changed: a new object would render the whole header again.
    const read = () => {
      const next = { count: parseCartCount(getCookie(CART_COUNT_COOKIE)), url: url() };
      setCart((prev) => (prev.count === next.count && prev.url === next.url ? prev : next));
    };
    read();
    // The booking widget adds tickets without a navigation; re-read when the tab regains focus or is told.
    window.addEventListener('focus', read);
    window.addEventListener('museum:cart-change', read);
    return () => {
      window.removeEventListener('focus', read);
      window.removeEventListener('museum:cart-change', read);
    };
  }, [basketLink, locale]);

  return (
    <nav className={styles.topNav} aria-label={texts.topBar}>
      <FavoritesCount onCount={setFavoritesCount} />
      <ul>
        <li>
          {/* Issue 16: the favorites page (SPEC 2 sent this link to the English root, which led nowhere). */}
          <a href={`/${locale}/user/favorites`} className={styles.topLink} aria-label={pluralText(texts.favoritesLink, locale, favoritesCount)}>
            <HeartIcon />
            <span className={styles.topLabel}>{texts.favorites}</span>
            {favoritesCount > 0 && (
              <span className={styles.badge} data-testid="favorites-count">
                {favoritesCount}
              </span>
            )}
          </a>
        </li>
        <li>
          <Offline offline={!shopOnline} text={texts.shopOffline}>
            <a href={cart.url} className={styles.topLink} aria-label={`${texts.cart}: ${pluralText(texts.cartCount, locale, cart.count)}`}>
              <BasketIcon />
              <span className={styles.topLabel}>{texts.cart}</span>
              {cart.count > 0 && (
                <span className={styles.badge} data-testid="cart-count">
                  {cart.count}
                </span>
              )}
            </a>
          </Offline>
        </li>
        <li>
          <Offline offline={!shopOnline} text={texts.shopOffline}>
            {state.status === 'logged-in' ? (
              <AccountMenu
                user={state.user}
                logoutUrl={state.user.logout_url ?? '/api/auth/logout/'}
                // Staff have no visitor profile: their own page is the back office.
                profileHref={staff ? `/${locale}/dashboard` : `/${locale}/user/profile`}
                locale={locale}
                texts={texts.account}
              />
            ) : (
              <a href={loginHref} className={styles.topLink}>
                <UserIcon />
                <span className={styles.topLabel}>{texts.login}</span>
              </a>
            )}
          </Offline>
        </li>
        <li className={styles.searchItem}>
          {/* SearchBox itself loads on first use (its autocomplete is not in the first load). */}
          <SearchBoxLazy locale={locale} texts={texts.search} onNavigate={() => setMenuOpen(false)} />
        </li>
      </ul>
    </nav>
  );
}

/** SPEC 2: cart and account are marked with the tooltip 'Webshop offline' while the shop is offline. */
function Offline({ offline, text, children }: { offline: boolean; text: string; children: ReactNode }) {
  const id = useId();
  if (!offline) return <>{children}</>;
  return (
    <span className={styles.offline} aria-describedby={id} tabIndex={-1}>
      {children}
      <span role="tooltip" id={id} className={styles.tooltip}>
        {text}
      </span>
    </span>
  );
}
