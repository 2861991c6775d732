import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { accountPaths } from '../paths';
import { Field } from './field';
import { Notice, type PageNotice } from './notice';
import styles from './account.module.css';

/** Visitor login; `next` is a path on this site (checked by the caller). Staff have their own login. */
export async function LoginView({ locale, notice, next }: { locale: Locale; notice: PageNotice; next: string | null }) {
  const t = await getTranslations({ locale, namespace: 'Account' });
  return (
    <main id="content" className={styles.narrow}>
      <h1>{t('login.title')}</h1>
      <Notice notice={notice} locale={locale} />
      {notice.error === 'unverified' && (
        <p>
          <a href={accountPaths.verify(locale)}>{t('login.resend')}</a>
        </p>
      )}
      <p>{t('login.intro')}</p>
      <form method="post" action={`/api/account/login/?lang=${locale}`} className={styles.form} noValidate>
        {next && <input type="hidden" name="next" value={next} />}
        <Field
          form="login"
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          error={notice.fields.includes('email') ? t('fieldErrors.email') : null}
        />
        <Field
          form="login"
          name="password"
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          required
          error={notice.fields.includes('password') ? t('errors.credentials') : null}
        />
        <button type="submit" className="button">
          {t('login.submit')}
        </button>
      </form>
      <ul className={styles.links}>
        <li>
          <a href={accountPaths.passwordReset(locale)}>{t('login.forgot')}</a>
        </li>
        <li>
          {t('login.noAccount')} <a href={accountPaths.signUp(locale)}>{t('login.signUp')}</a>
        </li>
        <li className={styles.staff}>
          <a href={`/${locale}/login`}>{t('login.staff')}</a>
        </li>
      </ul>
    </main>
  );
}
