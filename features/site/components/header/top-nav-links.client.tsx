'use client';

import { getCookie } from '@/lib/browser-cookie';
import { useEffect, useState, type ReactNode } from 'react';
import { clientOnly } from '@/components/client-only.client';
import { pluralText, type PluralTexts } from '@/i18n/client-texts';
import type { Locale } from '@/i18n/config';
import { SearchBoxLazy, type SearchBoxTexts } from '@/features/search/client';
import { CART_COUNT_COOKIE, CART_URL_COOKIE, parseCartCount, safeCartUrl } from '@/features/webshop';
import { FavoritesCount } from '@/features/favorites/client';
import { setMenuOpen } from '../chrome/header-behaviour';
import { useUser } from '../chrome/user-context.client';
import type { AccountMenuTexts } from './account-menu.client';
import styles from './top-nav.module.css';

// Only for logged-in visitors and staff, known after the user details load: not in the first load.
const AccountMenu = clientOnly(() => import('./account-menu.client').then((m) => m.AccountMenu));

/*
 * The parts of the top navigation (top-nav.tsx) that only the browser can know: pages are cached for
 * everyone, so counts, the cart's address and who is logged in are read after mount. Icon and label
 * come from the server as children.
 */

/** The favorites link with this browser's count (docs/requirements.md §2; issue 16: the favorites page). */
export function FavoritesLink({
  locale,
  label,
  children,
}: {
  locale: Locale;
  label: PluralTexts;
  children: ReactNode;
}) {
  const [count, setCount] = useState(0);
  return (
    <>
      <FavoritesCount onCount={setCount} />
      <a href={`/${locale}/user/favorites`} className={styles.topLink} aria-label={pluralText(label, locale, count)}>
        {children}
        {count > 0 && (
          <span className={styles.badge} data-testid="favorites-count">
            {count}
          </span>
        )}
      </a>
    </>
  );
}

/** The cart link with the box office's count; `texts.cart` names it, `texts.count` says how full it is. */
export function CartLink({
  basketLink,
  locale,
  texts,
  children,
}: {
  basketLink: string;
  locale: Locale;
  texts: { cart: string; count: PluralTexts };
  children: ReactNode;
}) {
  const [cart, setCart] = useState({ count: 0, url: basketLink });

  useEffect(() => {
    // The box office sets these cookies. The cookie names the cart in the language it was filled in;
    // the link follows this page's.
    const url = () =>
      safeCartUrl(getCookie(CART_URL_COOKIE), basketLink).replace(
        /^\/(de|en|cs)\/webshop(?=[/?#]|$)/,
        `/${locale}/webshop`,
      );
    // The same state when nothing changed: a new object would render the link again.
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
    <a
      href={cart.url}
      className={styles.topLink}
      aria-label={`${texts.cart}: ${pluralText(texts.count, locale, cart.count)}`}
    >
      {children}
      {cart.count > 0 && (
        <span className={styles.badge} data-testid="cart-count">
          {cart.count}
        </span>
      )}
    </a>
  );
}

/** The login link (`children`), or the account menu once the user details say someone is logged in. */
export function AccountEntry({
  loginHref,
  locale,
  texts,
  children,
}: {
  loginHref: string;
  locale: Locale;
  texts: AccountMenuTexts;
  children: ReactNode;
}) {
  const { state, staff } = useUser();
  if (state.status !== 'logged-in') {
    return (
      <a href={loginHref} className={styles.topLink}>
        {children}
      </a>
    );
  }
  return (
    <AccountMenu
      user={state.user}
      logoutUrl={state.user.logout_url ?? '/api/auth/logout/'}
      // Staff have no visitor profile: their own page is the back office.
      profileHref={staff ? `/${locale}/dashboard` : `/${locale}/user/profile`}
      locale={locale}
      texts={texts}
    />
  );
}

/** The header's search box; SearchBox itself loads on first use (its autocomplete is not in the first load). */
export function HeaderSearch({ locale, texts }: { locale: Locale; texts: SearchBoxTexts }) {
  return <SearchBoxLazy locale={locale} texts={texts} onNavigate={() => setMenuOpen(false)} />;
}
