import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { accountPaths } from '../paths';
import { PASSWORD_MIN } from '../schemas';
import { Field } from './field';
import { Notice, type PageNotice } from './notice';
import styles from './account.module.css';

/** Sign-up: e-mail, password, name; the page's language becomes the account's. */
export async function SignUpView({ locale, notice }: { locale: Locale; notice: PageNotice }) {
  const t = await getTranslations({ locale, namespace: 'Account' });
  const err = (field: 'email' | 'password' | 'first_name' | 'last_name') =>
    notice.fields.includes(field) ? t(`fieldErrors.${field}`) : null;
  return (
    <main id="content" className={styles.narrow}>
      <h1>{t('signUp.title')}</h1>
      <Notice notice={notice} locale={locale} />
      {notice.message !== 'sent' && (
        <>
          <p>{t('signUp.intro')}</p>
          <form method="post" action={`/api/account/signup/?lang=${locale}`} className={styles.form} noValidate>
            <input type="hidden" name="locale" value={locale} />
            <Field
              form="signup"
              name="first_name"
              label={t('fields.firstName')}
              autoComplete="given-name"
              required
              maxLength={100}
              error={err('first_name')}
            />
            <Field
              form="signup"
              name="last_name"
              label={t('fields.lastName')}
              autoComplete="family-name"
              required
              maxLength={100}
              error={err('last_name')}
            />
            <Field
              form="signup"
              name="email"
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
              error={err('email')}
            />
            <Field
              form="signup"
              name="password"
              label={t('fields.password')}
              type="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN}
              hint={t('fields.passwordHint')}
              error={err('password')}
            />
            <button type="submit" className="button">
              {t('signUp.submit')}
            </button>
          </form>
        </>
      )}
      <p className={styles.aside}>
        {t('signUp.haveAccount')} <a href={accountPaths.login(locale)}>{t('signUp.login')}</a>
      </p>
    </main>
  );
}
