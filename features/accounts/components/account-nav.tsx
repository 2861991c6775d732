import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { ACCOUNT_LOGOUT_URL, accountPaths } from '../paths';
import styles from './account.module.css';

export type AccountSection =
  'profile' | 'orders' | 'vouchers' | 'subscriptions' | 'reservations' | 'favorites' | 'settings';

const SECTIONS: { key: AccountSection; href: (locale: string) => string }[] = [
  { key: 'profile', href: accountPaths.profile },
  { key: 'orders', href: accountPaths.orders },
  { key: 'vouchers', href: accountPaths.vouchers },
  { key: 'subscriptions', href: accountPaths.subscriptions },
  { key: 'reservations', href: accountPaths.reservations },
  { key: 'favorites', href: accountPaths.favorites },
  { key: 'settings', href: accountPaths.settings },
];

/**
 * The account area's navigation: its pages, the current one marked, and a logout that is a plain
 * form (works without JavaScript; carries the session's CSRF token).
 */
export async function AccountNav({
  locale,
  current,
  csrfToken,
}: {
  locale: Locale;
  current: AccountSection;
  csrfToken: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Account.nav' });
  return (
    <nav className={styles.nav} aria-label={t('label')}>
      <ul>
        {SECTIONS.map(({ key, href }) => (
          <li key={key}>
            <a href={href(locale)} aria-current={key === current ? 'page' : undefined}>
              {t(key)}
            </a>
          </li>
        ))}
      </ul>
      <form method="post" action={`${ACCOUNT_LOGOUT_URL}?lang=${locale}`}>
        <input type="hidden" name="csrf_token" value={csrfToken} />
        <button type="submit" className="link-button">
          {t('logout')}
        </button>
      </form>
    </nav>
  );
}
