import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { accountPaths } from '../paths';
import { PASSWORD_MIN } from '../schemas';
import { Field } from './field';
import { Notice, type PageNotice } from './notice';
import styles from './account.module.css';

/** The form behind the reset link; a used or expired link says so and offers a new one. */
export async function NewPasswordView({
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
      <h1>{t('reset.newTitle')}</h1>
      {valid && token ? (
        <>
          <Notice notice={notice} locale={locale} />
          <p>{t('reset.newIntro')}</p>
          <form
            method="post"
            action={`/api/account/password-reset/confirm/?lang=${locale}`}
            className={styles.form}
            noValidate
          >
            <input type="hidden" name="token" value={token} />
            <Field
              form="new-password"
              name="password"
              label={t('fields.newPassword')}
              type="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN}
              hint={t('fields.passwordHint')}
              error={notice.fields.includes('password') ? t('fieldErrors.password') : null}
            />
            <button type="submit" className="button">
              {t('reset.newSubmit')}
            </button>
          </form>
        </>
      ) : (
        <>
          <p role="alert" className={styles.error} data-testid="account-error">
            {t('invalidLink')}
          </p>
          <p>
            <a className="button" href={accountPaths.passwordReset(locale)}>
              {t('reset.requestNew')}
            </a>
          </p>
        </>
      )}
    </main>
  );
}
