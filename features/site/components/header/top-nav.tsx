import type { ReactNode } from 'react';
import { BasketIcon, HeartIcon, UserIcon } from '@/components/icons';
import type { PluralTexts } from '@/i18n/client-texts';
import type { Locale } from '@/i18n/config';
import type { SearchBoxTexts } from '@/features/search/client';
import type { AccountMenuTexts } from './account-menu.client';
import { AccountEntry, CartLink, FavoritesLink, HeaderSearch } from './top-nav-links.client';
import styles from './top-nav.module.css';

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

/**
 * Favorites, cart with count, account and search (docs/requirements.md §2, Header). Rendered on the server; the
 * counts, the cart's address, the account and the search box are client islands (top-nav-links.client.tsx).
 */
export function TopNav({ basketLink, loginHref, shopOnline, locale, texts }: Props) {
  return (
    <nav className={styles.topNav} aria-label={texts.topBar}>
      <ul>
        <li>
          <FavoritesLink locale={locale} label={texts.favoritesLink}>
            <HeartIcon />
            <span className={styles.topLabel}>{texts.favorites}</span>
          </FavoritesLink>
        </li>
        <li>
          <Offline id="cart-offline" offline={!shopOnline} text={texts.shopOffline}>
            <CartLink basketLink={basketLink} locale={locale} texts={{ cart: texts.cart, count: texts.cartCount }}>
              <BasketIcon />
              <span className={styles.topLabel}>{texts.cart}</span>
            </CartLink>
          </Offline>
        </li>
        <li>
          <Offline id="account-offline" offline={!shopOnline} text={texts.shopOffline}>
            <AccountEntry loginHref={loginHref} locale={locale} texts={texts.account}>
              <UserIcon />
              <span className={styles.topLabel}>{texts.login}</span>
            </AccountEntry>
          </Offline>
        </li>
        <li className={styles.searchItem}>
          <HeaderSearch locale={locale} texts={texts.search} />
        </li>
      </ul>
    </nav>
  );
}

/** docs/requirements.md §2: cart and account are marked with the tooltip 'Webshop offline' while the shop is offline. */
function Offline({ id, offline, text, children }: { id: string; offline: boolean; text: string; children: ReactNode }) {
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
