import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { formatPrice } from '@/features/box-office';
import type { BuyerOrder } from '../../server/buyer-order';
import { OrderAmounts, orderDate, OrderSummary, OrderTickets, OrderVouchers } from './order-parts';
import styles from './shop.module.css';
import { InvoiceLinks } from '@/features/invoices/server';

/**
 * The guest's order page (secret link from the mail): the status in words, the tickets with QR codes
 * once confirmed, PDF and calendar, subscriptions and vouchers, voucher credit used, what is left to
 * pay, and cancelling while the box office allows it. Everything works without JavaScript. On the
 * account's order page (`account`) a cancel goes back there.
 */
export async function OrderView({
  view,
  locale,
  refused,
  account,
}: {
  view: BuyerOrder;
  locale: Locale;
  refused?: boolean;
  account?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'ShopOrder' });
  // The order's status in the one vocabulary visitors and staff share (messages orders51.orderStatus).
  const statusText = await getTranslations({ locale, namespace: 'orders51' });
  const { order, token, ticketsIssued, cancelRefusal } = view;
  const deadline = orderDate(locale, order.payment_due_at);
  const amount = formatPrice(order.amount_due, locale);
  const status =
    order.status === 'pending'
      ? order.payment_method === 'stripe'
        ? t('pendingOnline', { deadline })
        : t('pendingConfirm', { deadline, email: order.email })
      : order.status === 'reserved'
        ? t('reserved', { amount, deadline })
        : order.status === 'paid'
          ? t('paid')
          : order.status === 'cancelled'
            ? t('cancelled')
            : t('expired');
  const query = `token=${encodeURIComponent(token)}`;
  const refusalText =
    cancelRefusal === 'paid' ? t('cancelRefusedPaid') : cancelRefusal === 'started' ? t('cancelRefusedStarted') : null;

  return (
    <section className={styles.order}>
      <h1>{t('title', { code: order.code })}</h1>
      {refused && (refusalText ?? status) && (
        <p role="alert" className={styles.error}>
          {refusalText ?? status}
        </p>
      )}
      <div className={styles.statusBox} data-status={order.status}>
        <p className={styles.status}>{statusText('orderStatus', { status: order.status })}</p>
        <p data-testid="order-status">{status}</p>
      </div>

      {ticketsIssued && order.tickets.length > 0 ? (
        <section aria-labelledby="order-tickets">
          <h2 id="order-tickets">{t('ticketsTitle', { count: order.tickets.length })}</h2>
          <p>{t('showAtEntrance')}</p>
          <p className={styles.actions}>
            <a className="button" href={`/api/shop-orders/${order.code}/tickets.pdf?${query}`} download>
              {t('downloadPdf')}
            </a>
            <a className="button button--secondary" href={`/api/shop-orders/${order.code}/calendar/?${query}`} download>
              {t('addToCalendar')}
            </a>
          </p>
          <OrderTickets order={order} locale={locale} />
        </section>
      ) : (
        <section aria-labelledby="order-items">
          <h2 id="order-items">{t('itemsTitle')}</h2>
          <OrderSummary order={order} locale={locale} />
          {order.status === 'pending' && order.tickets.length > 0 && (
            <p className={styles.meta}>{t('ticketsAfterConfirm')}</p>
          )}
        </section>
      )}
      {ticketsIssued && order.items.length > 0 && (
        <section aria-labelledby="order-items">
          <h2 id="order-items">{t('itemsTitle')}</h2>
          <OrderSummary order={{ ...order, tickets: [] }} locale={locale} />
        </section>
      )}

      <OrderVouchers order={order} locale={locale} />
      <OrderAmounts order={order} locale={locale} />
      {/* Invoices exist only for orders that were paid (a cancelled one may have been paid before). */}
      {(order.status === 'paid' || order.status === 'cancelled') && (
        <InvoiceLinks code={order.code} token={token} locale={locale} />
      )}
      <p className={styles.meta}>{t('buyer', { name: order.buyer_name, email: order.email })}</p>

      {cancelRefusal === null ? (
        <details className={styles.cancel}>
          <summary>{t('cancel')}</summary>
          <p>{t('cancelQuestion', { code: order.code })}</p>
          <form method="post" action={`/api/shop-orders/${order.code}/cancel/?lang=${locale}`}>
            <input type="hidden" name="token" value={token} />
            {account && <input type="hidden" name="back" value="account" />}
            <button type="submit" className="button button--secondary">
              {t('cancelConfirm')}
            </button>
          </form>
        </details>
      ) : (
        refusalText && !refused && <p className={styles.meta}>{refusalText}</p>
      )}
    </section>
  );
}
