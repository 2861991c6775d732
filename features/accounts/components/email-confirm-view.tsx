import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { accountPaths } from '../paths';
import { Notice, type PageNotice } from './notice';
import styles from './account.module.css';

/** The page behind the link sent to a new address: the button changes the address (a GET changes nothing). */
export async function EmailConfirmView({
  locale,
  token,
  email,
  notice,
}: {
  locale: Locale;
  token: string | null;
  email: string | null;
  notice: PageNotice;
}) {
  const t = await getTranslations({ locale, namespace: 'Account' });
  return (
    <main id="content" className={styles.narrow}>
      <h1>{t('emailConfirm.title')}</h1>
      <Notice notice={notice} locale={locale} />
      {token && email ? (
        <>
          <p>{t('emailConfirm.intro', { email })}</p>
          <form method="post" action={`/api/account/email/confirm/?lang=${locale}`}>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button">
              {t('emailConfirm.button')}
            </button>
          </form>
        </>
      ) : (
        <>
          {!notice.error && (
            <p role="alert" className={styles.error}>
              {t('invalidLink')}
            </p>
          )}
          <p>
            <a href={accountPaths.profile(locale)}>{t('nav.profile')}</a>
          </p>
        </>
      )}
    </main>
  );
}
