import 'server-only';
import { getTranslations } from 'next-intl/server';
import { localeIso, timeZone, type Locale } from '@/i18n/config';
import { formatPrice, parsePriceToCents } from '@/features/box-office';
import type { OrderTicket, OrderView } from '@/features/box-office/types';
import { SeatFacts, SeatList } from './ticket-seat';
import { ticketQrSrc } from './ticket-qr';
import styles from './shop.module.css';

const STYLES = {
  dateTime: { dateStyle: 'full', timeStyle: 'short', timeZone },
  day: { dateStyle: 'full', timeZone },
  time: { hour: '2-digit', minute: '2-digit', timeZone },
  longDay: { dateStyle: 'long', timeZone },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** Intl's formatters are costly to make and never change: one per language and style for all page views. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: Locale, style: keyof typeof STYLES) {
  const key = `${locale}|${style}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(localeIso[locale], STYLES[style])));
  return format;
}

export const orderDate = (locale: Locale, iso: string | null) =>
  iso ? dateFormat(locale, 'dateTime').format(new Date(iso)) : '';

/** A ticket's date: its timeslot when it has one, else the date's start. */
function ticketWhen(locale: Locale, ticket: Pick<OrderTicket, 'date_start' | 'time_start' | 'time_end'>) {
  if (ticket.time_start && ticket.time_end) {
    const day = dateFormat(locale, 'day').format(new Date(ticket.time_start));
    const time = dateFormat(locale, 'time');
    return `${day}, ${time.format(new Date(ticket.time_start))}–${time.format(new Date(ticket.time_end))}`;
  }
  return orderDate(locale, ticket.date_start);
}

/**
 * What was ordered before tickets exist: one line per kind of ticket (amounts summed, seats listed by
 * block and row), then subscriptions and vouchers.
 */
export async function OrderSummary({ order, locale }: { order: OrderView; locale: Locale }) {
  const [t, ts] = await Promise.all([
    getTranslations({ locale, namespace: 'ShopOrder' }),
    getTranslations({ locale, namespace: 'TicketSeat' }),
  ]);
  const groups = new Map<string, { count: number; ticket: OrderTicket; seats: NonNullable<OrderTicket['seat']>[] }>();
  for (const ticket of order.tickets) {
    if (ticket.subscription) continue;
    const key = [ticket.id_jet, ticket.time_start, ticket.seat_group_text, ticket.price_text, ticket.unit_price].join(
      '|',
    );
    const group = groups.get(key) ?? { count: 0, ticket, seats: [] };
    group.count += 1;
    if (ticket.seat) group.seats.push(ticket.seat);
    groups.set(key, group);
  }
  if (!groups.size && !order.items.length) return null;
  return (
    <ul className={styles.summary}>
      {[...groups.entries()].map(([key, { count, ticket, seats }]) => (
        <li key={key}>
          <strong>{ticket.event_title}</strong>
          <span className={styles.meta}>{ticketWhen(locale, ticket)}</span>
          <span className={styles.meta}>
            {t('line', {
              count,
              name: `${ticket.seat_group_text} · ${ticket.price_text}`,
              price: formatPrice(ticket.unit_price, locale),
            })}
          </span>
          <SeatList seats={seats} t={ts} label={ts('listLabel')} />
        </li>
      ))}
      {order.items.map((item, index) => (
        <li key={`item-${index}`}>
          <span className={styles.kind}>{item.kind === 'subscription' ? t('subscription') : t('voucher')}</span>
          <strong>{item.title}</strong>
          <span className={styles.meta}>
            {t('line', { count: item.quantity, name: item.title, price: formatPrice(item.unit_price, locale) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The tickets of a confirmed order: on a seated date the block, row and seat, the QR code of the
 * signed code, the code written out, the ticket number.
 */
export async function OrderTickets({ order: all, locale }: { order: OrderView; locale: Locale }) {
  // Cancelled tickets no longer admit: no QR code for them (the cancel section names them).
  const order = { ...all, tickets: all.tickets.filter((ticket) => !ticket.cancelled_at) };
  const [t, ts] = await Promise.all([
    getTranslations({ locale, namespace: 'ShopOrder' }),
    getTranslations({ locale, namespace: 'TicketSeat' }),
  ]);
  const labels = { block: ts('block'), row: ts('row'), number: ts('number') };
  const qr = await Promise.all(order.tickets.map((ticket) => ticketQrSrc(ticket.code)));
  return (
    <ul className={styles.tickets}>
      {order.tickets.map((ticket, index) => (
        <li key={ticket.number} className={styles.ticket}>
          <strong>{ticket.event_title}</strong>
          <span className={styles.meta}>{ticketWhen(locale, ticket)}</span>
          <span className={styles.meta}>
            {ticket.seat_group_text} · {ticket.price_text} · {formatPrice(ticket.unit_price, locale)}
          </span>
          {ticket.seat && <SeatFacts seat={ticket.seat} labels={labels} />}
          {ticket.subscription && <span className={styles.meta}>{t('partOf', { title: ticket.subscription })}</span>}
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL generated on the server */}
          <img src={qr[index]} alt={t('qrAlt', { number: ticket.number })} width={144} height={144} />
          <span className={styles.code}>{ticket.code}</span>
          <span className={styles.meta}>{t('ticketNumber', { number: ticket.number })}</span>
          {ticket.checked_in_at && (
            <span className={styles.meta}>{t('checkedIn', { time: orderDate(locale, ticket.checked_in_at) })}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Total, voucher credit and what is left to pay (or paid). */
export async function OrderAmounts({ order, locale }: { order: OrderView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ShopOrder' });
  const credit = parsePriceToCents(order.voucher_amount) > 0;
  return (
    <dl className={styles.amounts}>
      <dt>{t('total')}</dt>
      <dd>{formatPrice(order.total, locale)}</dd>
      {credit && (
        <>
          <dt>{t('voucherCredit')}</dt>
          <dd>− {formatPrice(order.voucher_amount, locale)}</dd>
        </>
      )}
      {/* A cancelled or expired order owes nothing. */}
      {order.status !== 'cancelled' && order.status !== 'expired' && (
        <>
          <dt>{order.status === 'paid' ? t('paidAmount') : t('amountDue')}</dt>
          <dd>
            <strong>{formatPrice(order.amount_due, locale)}</strong>
          </dd>
        </>
      )}
    </dl>
  );
}

/** Voucher credit the order used (with what is left on each voucher) and vouchers it bought (codes once paid). */
export async function OrderVouchers({ order, locale }: { order: OrderView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ShopOrder' });
  const day = (iso: string) => dateFormat(locale, 'longDay').format(new Date(iso));
  return (
    <>
      {order.redemptions.length > 0 && (
        <section aria-labelledby="order-credit">
          <h2 id="order-credit">{t('creditTitle')}</h2>
          <ul className={styles.plain}>
            {order.redemptions.map((r) => (
              <li key={r.code} data-testid="voucher-redemption">
                {t('creditUsed', {
                  code: r.code,
                  amount: formatPrice(r.amount, locale),
                  balance: formatPrice(r.balance, locale),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      {order.vouchers.length > 0 && (
        <section aria-labelledby="order-vouchers">
          <h2 id="order-vouchers">{t('vouchersTitle')}</h2>
          {order.status === 'paid' ? (
            <ul className={styles.plain}>
              {order.vouchers.map((v) => (
                <li key={v.code}>
                  <span className={styles.code}>{v.code}</span>
                  <span className={styles.meta}>
                    {t('voucherState', {
                      value: formatPrice(v.value, locale),
                      balance: formatPrice(v.balance, locale),
                      date: day(v.valid_until),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('vouchersAfterPayment', { count: order.vouchers.length })}</p>
          )}
        </section>
      )}
    </>
  );
}
