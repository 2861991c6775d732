import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { pluralTexts } from '@/i18n/texts.server';
import type { LoginFormTexts } from '../components/login-form.client';

/** The login form's texts; `locked` per plural category of the minutes to wait (known only from the answer). */
export async function loginFormTexts(locale: Locale): Promise<LoginFormTexts> {
  const t = await getTranslations({ locale, namespace: 'Login' });
  // The message counts {minutes}; pluralTexts writes its number as {count}, which pluralText fills in.
  const byMinutes = (key: 'locked', values?: Record<string, string | number>) => t(key, { minutes: Number(values?.count ?? 0) });
  return {
    username: t('username'),
    password: t('password'),
    submit: t('submit'),
    invalid: t('invalid'),
    failed: t('failed'),
    passwordTooLong: t('passwordTooLong'),
    locked: pluralTexts(byMinutes, 'locked', locale),
  };
}
