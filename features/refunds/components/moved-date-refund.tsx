import 'server-only';
import { getTranslations } from 'next-intl/server';
import { localeIso, pick, timeZone, type Locale } from '@/i18n/config';
import { verifyMovedToken } from '../server/date-move';
import styles from './refunds.module.css';

/**
 * The page behind a moved date's refund link (the mail's second choice): what moves where, the
 * order's tickets of it, and one button (a plain form post) that cancels and refunds them. Opening
 * the link changes nothing, so a mail program that follows links cannot cancel by itself.
 */
export async function MovedDateRefund({
  code,
  idJet,
  token,
  locale,
}: {
  code: string;
  idJet: number;
  token: unknown;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Refunds' });
  const found = await verifyMovedToken(code, idJet, token);
  if (!found || !found.tickets.length)
    return (
      <section className={styles.section}>
        <h1>{t('movedTitle')}</h1>
        <p role="alert" className={styles.error}>
          {found ? t('error_ticket_cancelled') : t('movedInvalid')}
        </p>
      </section>
    );
  const when = new Intl.DateTimeFormat(localeIso[locale], { dateStyle: 'full', timeStyle: 'short', timeZone });
  return (
    <section className={styles.section}>
      <h1>{t('movedTitle')}</h1>
      <p>
        {t('movedIntro', {
          event: pick(found.offer.title, locale) ?? '',
          date: found.offer.dateStart ? when.format(found.offer.dateStart) : '',
        })}
      </p>
      <ul>
        {found.tickets.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
      <form method="post" action={`/api/shop-orders/${code}/date-refund/${idJet}/?lang=${locale}`}>
        <input type="hidden" name="token" value={String(token)} />
        <button type="submit" className="button button--secondary">
          {t('movedConfirm')}
        </button>
      </form>
    </section>
  );
}
