import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import type { Profile } from '../server/profile';
import { AccountPage } from './account-page';
import { Field } from './field';
import { Notice, type FieldName, type PageNotice } from './notice';
import styles from './account.module.css';

/** Name and address (one form), and the e-mail address: changed only through a link to the new one. */
export async function ProfileView({
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
  const optional = (label: string) => `${label} ${t('fields.optional')}`;
  return (
    <AccountPage locale={locale} section="profile" csrfToken={csrfToken}>
      <h1>{t('profile.title')}</h1>
      <Notice notice={notice} locale={locale} />
      <form method="post" action={`/api/account/profile/?lang=${locale}`} className={styles.form} noValidate>
        <input type="hidden" name="csrf_token" value={csrfToken} />
        <fieldset>
          <legend>{t('profile.personal')}</legend>
          <Field
            form="profile"
            name="first_name"
            label={t('fields.firstName')}
            autoComplete="given-name"
            required
            maxLength={100}
            defaultValue={profile.first_name}
            error={err('first_name')}
          />
          <Field
            form="profile"
            name="last_name"
            label={t('fields.lastName')}
            autoComplete="family-name"
            required
            maxLength={100}
            defaultValue={profile.last_name}
            error={err('last_name')}
          />
        </fieldset>
        <fieldset>
          <legend>{t('profile.address')}</legend>
          <Field
            form="profile"
            name="street"
            label={optional(t('fields.street'))}
            autoComplete="street-address"
            maxLength={200}
            defaultValue={profile.street}
            error={err('street')}
          />
          <Field
            form="profile"
            name="postal_code"
            label={optional(t('fields.postalCode'))}
            autoComplete="postal-code"
            maxLength={20}
            defaultValue={profile.postal_code}
            error={err('postal_code')}
          />
          <Field
            form="profile"
            name="city"
            label={optional(t('fields.city'))}
            autoComplete="address-level2"
            maxLength={100}
            defaultValue={profile.city}
            error={err('city')}
          />
          <Field
            form="profile"
            name="country"
            label={optional(t('fields.country'))}
            autoComplete="country-name"
            maxLength={100}
            defaultValue={profile.country}
            error={err('country')}
          />
        </fieldset>
        <button type="submit" className="button">
          {t('profile.save')}
        </button>
      </form>

      <section aria-labelledby="email-title" className={styles.section}>
        <h2 id="email-title">{t('profile.emailTitle')}</h2>
        <p>{t('profile.emailCurrent', { email: profile.email })}</p>
        <p>{t('profile.emailIntro')}</p>
        <form method="post" action={`/api/account/email/?lang=${locale}`} className={styles.form} noValidate>
          <input type="hidden" name="csrf_token" value={csrfToken} />
          <Field
            form="email"
            name="email"
            label={t('profile.newEmail')}
            type="email"
            autoComplete="email"
            required
            error={err('email')}
          />
          <Field
            form="email"
            name="password"
            label={t('fields.password')}
            type="password"
            autoComplete="current-password"
            required
            error={err('password')}
          />
          <button type="submit" className="button button--secondary">
            {t('profile.emailSubmit')}
          </button>
        </form>
      </section>
    </AccountPage>
  );
}
