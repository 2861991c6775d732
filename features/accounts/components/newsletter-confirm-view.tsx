import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { accountPaths } from '../paths';
import { Notice, type PageNotice } from './notice';
import styles from './account.module.css';

/** The page behind the newsletter link: only the button subscribes (mail scanners open links). */
export async function NewsletterConfirmView({
  locale,
  token,
  valid,
  notice,
}: {
  locale: Locale;
  token: string | null;
  valid: boolean;
  notice: PageNotice;
}) {
  const t = await getTranslations({ locale, namespace: 'Account' });
  return (
    <main id="content" className={styles.narrow}>
      <h1>{t('newsletterConfirm.title')}</h1>
      <Notice notice={notice} locale={locale} />
      {valid && token ? (
        <>
          <p>{t('newsletterConfirm.intro')}</p>
          <form method="post" action={`/api/account/newsletter/confirm/?lang=${locale}`}>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button">
              {t('newsletterConfirm.button')}
            </button>
          </form>
        </>
      ) : (
        <>
          {!notice.error && notice.message !== 'newsletter_on' && (
            <p role="alert" className={styles.error}>
              {t('invalidLink')}
            </p>
          )}
          <p>
            <a href={accountPaths.settings(locale)}>{t('newsletterConfirm.toSettings')}</a>
          </p>
        </>
      )}
    </main>
  );
}
