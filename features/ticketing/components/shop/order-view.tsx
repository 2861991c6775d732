import 'server-only';
import QRCode from 'qrcode';
import { getTranslations } from 'next-intl/server';
import { localeIso, timeZone, type Locale } from '@/i18n/config';
import { formatPrice } from '../../price';
import type { OrderView as Order } from '../../types';
import styles from './shop.module.css';

/** The confirmation page: one QR code per ticket, 'reserved, paid at the box office', calendar link. */
export async function OrderView({ order, locale }: { order: Order; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Shop' });
  const when = (iso: string | null) => (iso ? new Intl.DateTimeFormat(localeIso[locale], { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(iso)) : '');
  const qr = await Promise.all(order.tickets.map((ticket) => QRCode.toDataURL(ticket.code, { margin: 1, width: 288 })));
  const status = order.status === 'paid' ? t('statusPaid') : order.status === 'cancelled' ? t('statusCancelled') : t('statusReserved');
  return (
    <section className={styles.order}>
      <h1>{t('orderTitle', { code: order.code })}</h1>
      <p>{t('thanks', { name: order.buyer_name })}</p>
      <p className={styles.status}>{status}</p>
      <p>{t('mailSent', { email: order.email })}</p>
      <p className={styles.actions}>
        <a className="button" href={`/api/shop-orders/${order.code}/calendar/`} download>
          {t('addToCalendar')}
        </a>
      </p>
      <ul className={styles.tickets}>
        {order.tickets.map((ticket, index) => (
          <li key={ticket.code} className={styles.ticket}>
            <strong>{ticket.event_title}</strong>
            <span className={styles.meta}>{when(ticket.time_start ?? ticket.date_start)}</span>
            <span className={styles.meta}>
              {ticket.seat_group_text} · {ticket.price_text} · {formatPrice(ticket.unit_price, locale)}
            </span>
            {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL generated on the server */}
            <img src={qr[index]} alt={t('qrAlt', { code: ticket.code })} width={144} height={144} />
            <span>
              {t('ticketCode')}: <span className={styles.code}>{ticket.code}</span>
            </span>
          </li>
        ))}
      </ul>
      <p>
        {t('total')}: <strong>{formatPrice(order.total, locale)}</strong>
      </p>
      <p>{t('showAtEntrance')}</p>
    </section>
  );
}
