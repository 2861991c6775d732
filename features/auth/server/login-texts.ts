import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { pluralTexts } from '@/i18n/texts.server';
import type { LoginFormTexts } from '../components/login-form.client';

/** The login form's texts; `locked` per plural category of the minutes to wait (known only from the answer). */
export async function loginFormTexts(locale: Locale): Promise<LoginFormTexts> {
  const t = await getTranslations({ locale, namespace: 'Login' });
  // The message counts {minutes}; pluralTexts writes its number as {count}, which pluralText fills in.
  const byMinutes = (key: 'locked', values?: Record<string, string | number>) =>
    t(key, { minutes: Number(values?.count ?? 0) });
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

/**
 * What the login page says after its form was refused without JavaScript (`?error=` of
 * /api/auth/login/'s redirect; `retry` in seconds): null for anything else, so a made-up address
 * shows no message.
 */
export async function loginRefusalText(locale: Locale, error: unknown, retry: unknown): Promise<string | null> {
  const t = await getTranslations({ locale, namespace: 'Login' });
  if (error === 'invalid') return t('invalid');
  if (error === 'too_long') return t('passwordTooLong');
  if (error !== 'locked') return null;
  const seconds = Number(retry);
  return t('locked', { minutes: Number.isFinite(seconds) && seconds > 0 ? Math.min(60, Math.ceil(seconds / 60)) : 1 });
}
