import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import styles from './account.module.css';

const MESSAGES = [
  'sent',
  'verified',
  'logged_out',
  'logged_out_everywhere',
  'password_reset',
  'deleted',
  'saved',
  'email_sent',
  'email_changed',
  'password_changed',
  'language_saved',
  'newsletter_pending',
  'newsletter_on',
  'newsletter_off',
] as const;
const ERRORS = [
  'invalid',
  'rate_limited',
  'credentials',
  'unverified',
  'invalid_token',
  'wrong_password',
  'same_email',
  'session',
  'password_too_long',
  'deactivated',
  'failed',
] as const;
const FIELDS = [
  'email',
  'password',
  'first_name',
  'last_name',
  'street',
  'postal_code',
  'city',
  'country',
  'current_password',
  'new_password',
  'locale',
  'newsletter',
  'token',
] as const;

type Message = (typeof MESSAGES)[number];
type ErrorCode = (typeof ERRORS)[number];
export type FieldName = (typeof FIELDS)[number];

/** What a form post brought back in the address (`?message=`, `?error=`, `fields`, `retry`); anything unknown is ignored. */
export type PageNotice = {
  message: Message | null;
  error: ErrorCode | null;
  fields: FieldName[];
  retrySeconds: number;
};

type Query = Record<string, string | string[] | undefined>;
const one = (query: Query, key: string) => (typeof query[key] === 'string' ? (query[key] as string) : '');

export function readNotice(query: Query): PageNotice {
  const message = one(query, 'message');
  const error = one(query, 'error');
  const retry = Number(one(query, 'retry'));
  return {
    message: (MESSAGES as readonly string[]).includes(message) ? (message as Message) : null,
    error: (ERRORS as readonly string[]).includes(error) ? (error as ErrorCode) : error ? 'failed' : null,
    fields: one(query, 'fields')
      .split(',')
      .filter((f): f is FieldName => (FIELDS as readonly string[]).includes(f)),
    retrySeconds: Number.isFinite(retry) && retry > 0 ? Math.min(retry, 86400) : 60,
  };
}

/**
 * The result of the last form post, in words: a status for what worked, an alert for what did not
 * (read out by screen readers, shown without any script). `sentText` replaces the 'sent' message
 * where the page says more precisely what was sent.
 */
export async function Notice({ notice, locale, sentText }: { notice: PageNotice; locale: Locale; sentText?: string }) {
  const t = await getTranslations({ locale, namespace: 'Account' });
  return (
    <>
      {notice.message && (
        <p role="status" className={styles.success} data-testid="account-message">
          {notice.message === 'sent' && sentText ? sentText : t(`messages.${notice.message}`)}
        </p>
      )}
      {notice.error && (
        <div role="alert" className={styles.error} data-testid="account-error">
          <p>
            {notice.error === 'rate_limited'
              ? t('errors.rate_limited', { minutes: Math.ceil(notice.retrySeconds / 60) })
              : t(`errors.${notice.error}`)}
          </p>
        </div>
      )}
    </>
  );
}
