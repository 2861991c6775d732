import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { roleAllows, type StaffRole } from '@/features/auth';
import { centsToPrice, formatPrice } from '@/features/box-office';
import { counterResult } from '../server/result';
import { formatBerlinTime } from '@/lib/berlin-time';
import styles from './counter.module.css';

type Staff = { role: StaffRole; csrf_token: string };

/**
 * After a counter sale: what was sold and how it was paid (with the change for cash), the tickets on
 * screen with their QR codes (the buyer may scan them off the screen or a photo), the ticket PDF to
 * print, the invoice once it has its number, and the order mailed to the buyer through the outbox.
 */
export async function CounterResultView({
  locale,
  code,
  user,
  change,
  mailed,
  error,
}: {
  locale: Locale;
  code: string;
  user: Staff;
  change?: number;
  mailed?: string;
  error?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Counter' });
  const result = roleAllows(user.role, ['box_office']) ? await counterResult(code, locale) : null;
  if (!result)
    return (
      <main id="content" className={styles.page}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p role="alert">
          {roleAllows(user.role, ['box_office']) ? t('notFound') : t('forbidden', { role: user.role })}
        </p>
      </main>
    );
  const { order } = result;
  const payment = result.payment === 'card' ? t('card') : result.payment === 'cash' ? t('cash') : result.payment;
  return (
    <main id="content" className={styles.page}>
      <h1 className={styles.title}>{t('soldTitle')}</h1>
      <p className={styles.summary} data-testid="counter-summary">
        {t('soldSummary', {
          tickets: t('tickets', { count: order.tickets.length }),
          total: formatPrice(order.total, locale),
          payment,
        })}
      </p>
      {change !== undefined && change >= 0 ? (
        <p className={styles.changeDue}>{t('changeDue', { amount: formatPrice(centsToPrice(change), locale) })}</p>
      ) : null}
      <p className={styles.muted}>{t('orderCode', { code: order.code })}</p>

      <div className={styles.actions}>
        <a className={styles.action} href={result.ticketsPdfUrl}>
          {t('printTickets')}
        </a>
        {result.invoicePdfUrl && result.invoiceNumber ? (
          <a className={styles.action} href={result.invoicePdfUrl}>
            {t('printInvoice', { number: result.invoiceNumber })}
          </a>
        ) : (
          <p className={styles.note}>{t('invoicePending')}</p>
        )}
        <a className={`${styles.action} ${styles.actionPrimary}`} href={`/${locale}/dashboard/counter`}>
          {t('nextSale')}
        </a>
      </div>

      <form method="post" action={`/api/counter/sales/${order.code}/mail/`} className={styles.mail}>
        <input type="hidden" name="csrf_token" value={user.csrf_token} />
        <input type="hidden" name="page_locale" value={locale} />
        <label className={styles.field}>
          {t('mailTitle')}
          <input className={styles.input} type="email" name="email" defaultValue={order.email} autoComplete="off" />
        </label>
        <button type="submit" className={styles.action}>
          {t('mailSend')}
        </button>
        {mailed ? (
          <p role="status" className={styles.ok}>
            {t('mailed', { email: mailed })}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className={styles.error}>
            {t('mailError', { reason: error })}
          </p>
        ) : null}
      </form>

      <ol className={styles.tickets}>
        {order.tickets.map((ticket, index) => (
          <li key={ticket.number} className={styles.ticket}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a data URL drawn on the server */}
            <img src={result.qr[index]} alt={t('qrAlt', { number: ticket.number })} width={200} height={200} />
            <div>
              <p className={styles.ticketTitle}>{ticket.event_title}</p>
              <p>
                {[
                  formatBerlinTime(ticket.time_start ?? ticket.date_start, locale),
                  ticket.seat_group_text,
                  ticket.price_text,
                  formatPrice(ticket.unit_price, locale),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {ticket.seat ? <p>{t('seat', ticket.seat)}</p> : null}
              <p className={styles.number} data-testid="counter-ticket">
                {ticket.number}
              </p>
              {/* The signed code as the QR code carries it, for the gate's typed entry. */}
              <p className={styles.code}>{ticket.code}</p>
            </div>
          </li>
        ))}
      </ol>
    </main>
  );
}
