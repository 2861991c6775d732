import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { Field } from './field';
import { Notice, type PageNotice } from './notice';
import styles from './account.module.css';

/**
 * The page behind the verification link. Opening it changes nothing (mail scanners open links); the
 * button verifies and logs in. Without a valid link: what went wrong and a form for a new link.
 */
export async function VerifyView({
  locale,
  token,
  notice,
}: {
  locale: Locale;
  token: string | null;
  notice: PageNotice;
}) {
  const t = await getTranslations({ locale, namespace: 'Account' });
  return (
    <main id="content" className={styles.narrow}>
      <h1>{t('verify.title')}</h1>
      <Notice notice={notice} locale={locale} />
      {token ? (
        <>
          <p>{t('verify.intro')}</p>
          <form method="post" action={`/api/account/verify/?lang=${locale}`}>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button">
              {t('verify.button')}
            </button>
          </form>
        </>
      ) : (
        <>
          {!notice.error && notice.message !== 'sent' && <p role="alert">{t('invalidLink')}</p>}
          <h2>{t('verify.resendTitle')}</h2>
          <p>{t('verify.resendIntro')}</p>
          <form method="post" action={`/api/account/verify/resend/?lang=${locale}`} className={styles.form} noValidate>
            <Field
              form="resend"
              name="email"
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
              error={notice.fields.includes('email') ? t('fieldErrors.email') : null}
            />
            <button type="submit" className="button">
              {t('verify.resendSubmit')}
            </button>
          </form>
        </>
      )}
    </main>
  );
}
