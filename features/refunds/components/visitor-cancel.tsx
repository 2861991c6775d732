import 'server-only';
import { getTranslations } from 'next-intl/server';
import { localeIso, timeZone, type Locale } from '@/i18n/config';
import { centsToPrice, formatPrice } from '@/features/box-office';
import { orderToken } from '@/features/box-office/server';
import { visitorCancelView } from '../server/visitor-cancel';
import styles from './refunds.module.css';

/** The refusals of the cancel route the page names in words; anything else is 'failed'. */
const ERRORS = {
  deadline: 'error_deadline',
  ticket_cancelled: 'error_ticket_cancelled',
  refund_refused: 'error_refund_refused',
  not_allowed: 'error_not_allowed',
} as const;

/**
 * On the buyer's order page (secret link) and the account's order page: the tickets the visitor may
 * still cancel, each checked, with the fee kept shown before confirming; one plain form post (no
 * JavaScript needed) that comes back here. Tickets cancelled before are named; the cancellation
 * invoice is among the order's invoice links.
 */
export async function VisitorCancel({
  code,
  locale,
  account,
  error,
}: {
  code: string;
  locale: Locale;
  account?: boolean;
  error?: string;
}) {
  const view = await visitorCancelView(code, locale);
  if (!view) return null;
  const t = await getTranslations({ locale, namespace: 'Refunds' });
  const { offer, cancelled } = view;
  const money = (cents: number) => formatPrice(centsToPrice(cents), locale);
  const when = new Intl.DateTimeFormat(localeIso[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const example = offer?.tickets[0];
  const errorText = error ? t(ERRORS[error as keyof typeof ERRORS] ?? 'error_failed') : null;
  return (
    <>
      {errorText && (
        <p role="alert" className={styles.error} data-testid="visitor-cancel-error">
          {errorText}
        </p>
      )}
      {cancelled.length > 0 && (
        <p className={styles.notice} data-testid="cancelled-tickets">
          {t('cancelledNotice', { tickets: cancelled.join(', ') })}
        </p>
      )}
      {offer && (
        <details className={styles.section} open={Boolean(errorText)}>
          <summary>{t('visitorTitle')}</summary>
          <form method="post" action={`/api/shop-orders/${code}/cancel-tickets/?lang=${locale}`}>
            <input type="hidden" name="token" value={await orderToken(code, 'view')} />
            {account && <input type="hidden" name="back" value="account" />}
            <fieldset className={styles.tickets}>
              <legend>
                {offer.deadline
                  ? t('visitorIntro', { deadline: when.format(new Date(offer.deadline)) })
                  : t('chooseTickets')}
              </legend>
              {offer.tickets.map((ticket) => (
                <label key={ticket.number} className={styles.ticket}>
                  <input type="checkbox" name={`t_${ticket.number}`} value="1" defaultChecked />
                  <span>
                    {ticket.title}
                    {ticket.when ? ` · ${when.format(new Date(ticket.when))}` : ''}
                    <br />
                    <span className={styles.meta}>
                      {ticket.number} ·{' '}
                      {ticket.fee_cents > 0
                        ? t('visitorRefundPreview', {
                            price: money(ticket.price_cents - ticket.fee_cents),
                            fee: money(ticket.fee_cents),
                          })
                        : money(ticket.price_cents)}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
            <p className={styles.meta}>
              {offer.fee_percent > 0 && example
                ? t('visitorFee', {
                    percent: offer.fee_percent,
                    fee: money(example.fee_cents),
                    price: money(example.price_cents),
                  })
                : t('visitorNoFee')}{' '}
              {t('visitorWay')}
            </p>
            <button type="submit" className="button button--secondary">
              {t('visitorConfirm')}
            </button>
          </form>
        </details>
      )}
    </>
  );
}
