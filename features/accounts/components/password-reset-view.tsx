import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { accountPaths } from '../paths';
import { Field } from './field';
import { Notice, type PageNotice } from './notice';
import styles from './account.module.css';

/** "Forgotten password": asks for the address; the answer is the same whether it has an account. */
export async function PasswordResetView({ locale, notice }: { locale: Locale; notice: PageNotice }) {
  const t = await getTranslations({ locale, namespace: 'Account' });
  return (
    <main id="content" className={styles.narrow}>
      <h1>{t('reset.title')}</h1>
      <Notice notice={notice} locale={locale} sentText={t('messages.resetSent')} />
      <p>{t('reset.intro')}</p>
      <form method="post" action={`/api/account/password-reset/?lang=${locale}`} className={styles.form} noValidate>
        <Field
          form="reset"
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          error={notice.fields.includes('email') ? t('fieldErrors.email') : null}
        />
        <button type="submit" className="button">
          {t('reset.submit')}
        </button>
      </form>
      <p className={styles.aside}>
        <a href={accountPaths.login(locale)}>{t('signUp.login')}</a>
      </p>
    </main>
  );
}
