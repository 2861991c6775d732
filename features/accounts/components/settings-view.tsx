import { getTranslations } from 'next-intl/server';
import { localeNames, locales, type Locale } from '@/i18n/config';
import { PASSWORD_MIN } from '../schemas';
import { ACCOUNT_LOGOUT_EVERYWHERE_URL } from '../paths';
import type { Profile } from '../server/profile';
import { AccountPage } from './account-page';
import { Field } from './field';
import { Notice, type FieldName, type PageNotice } from './notice';
import styles from './account.module.css';

/** Password, language of mails, newsletter (double opt-in) and deleting the account; each its own plain form. */
export async function SettingsView({
  locale,
  profile,
  csrfToken,
  notice,
}: {
  locale: Locale;
  profile: Profile;
  csrfToken: string;
  notice: PageNotice;
}) {
  const t = await getTranslations({ locale, namespace: 'Account' });
  const err = (field: FieldName) => (notice.fields.includes(field) ? t(`fieldErrors.${field}`) : null);
  const csrf = <input type="hidden" name="csrf_token" value={csrfToken} />;
  return (
    <AccountPage locale={locale} section="settings" csrfToken={csrfToken}>
      <h1>{t('settings.title')}</h1>
      <Notice notice={notice} locale={locale} />

      <section aria-labelledby="password-title" className={styles.section}>
        <h2 id="password-title">{t('settings.passwordTitle')}</h2>
        <form method="post" action={`/api/account/password/?lang=${locale}`} className={styles.form} noValidate>
          {csrf}
          <Field
            form="password"
            name="current_password"
            label={t('fields.currentPassword')}
            type="password"
            autoComplete="current-password"
            required
            error={err('current_password')}
          />
          <Field
            form="password"
            name="new_password"
            label={t('fields.newPassword')}
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            hint={t('fields.passwordHint')}
            error={err('new_password')}
          />
          <button type="submit" className="button">
            {t('settings.passwordSubmit')}
          </button>
        </form>
      </section>

      <section aria-labelledby="language-title" className={styles.section}>
        <h2 id="language-title">{t('settings.languageTitle')}</h2>
        <form method="post" action={`/api/account/language/?lang=${locale}`} className={styles.form}>
          {csrf}
          <div className={styles.field}>
            <label htmlFor="language-locale">{t('settings.language')}</label>
            <select id="language-locale" name="locale" defaultValue={profile.locale}>
              {locales.map((l) => (
                <option key={l} value={l} lang={l}>
                  {localeNames[l]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button">
            {t('settings.languageSubmit')}
          </button>
        </form>
      </section>

      <section aria-labelledby="newsletter-title" className={styles.section}>
        <h2 id="newsletter-title">{t('settings.newsletterTitle')}</h2>
        <p data-testid="newsletter-state">{t('settings.newsletterState', { state: profile.newsletter })}</p>
        <div className={styles.buttons}>
          {profile.newsletter !== 'on' && (
            <form method="post" action={`/api/account/newsletter/?lang=${locale}`}>
              {csrf}
              <input type="hidden" name="newsletter" value="on" />
              <button type="submit" className="button">
                {profile.newsletter === 'pending' ? t('settings.newsletterResend') : t('settings.newsletterOn')}
              </button>
            </form>
          )}
          {profile.newsletter !== 'off' && (
            <form method="post" action={`/api/account/newsletter/?lang=${locale}`}>
              {csrf}
              <input type="hidden" name="newsletter" value="off" />
              <button type="submit" className="button button--secondary">
                {t('settings.newsletterOff')}
              </button>
            </form>
          )}
        </div>
      </section>

      <section aria-labelledby="sessions-title" className={styles.section}>
        <h2 id="sessions-title">{t('settings.sessionsTitle')}</h2>
        <p>{t('settings.sessionsIntro')}</p>
        <form method="post" action={`${ACCOUNT_LOGOUT_EVERYWHERE_URL}?lang=${locale}`} className={styles.form}>
          {csrf}
          <button type="submit" className="button">
            {t('settings.sessionsSubmit')}
          </button>
        </form>
      </section>

      <section aria-labelledby="delete-title" className={`${styles.section} ${styles.danger}`}>
        <h2 id="delete-title">{t('settings.deleteTitle')}</h2>
        <p>{t('settings.deleteIntro')}</p>
        <form method="post" action={`/api/account/delete/?lang=${locale}`} className={styles.form} noValidate>
          {csrf}
          <Field
            form="delete"
            name="password"
            label={t('fields.password')}
            type="password"
            autoComplete="current-password"
            required
            error={err('password')}
          />
          <button type="submit" className={`button ${styles.dangerButton}`}>
            {t('settings.deleteSubmit')}
          </button>
        </form>
      </section>
    </AccountPage>
  );
}
