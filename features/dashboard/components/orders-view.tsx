import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { env } from '@/lib/env';
import { formatPrice } from '@/features/ticketing';
import { readOutbox, salesOverview } from '@/features/ticketing/server';

/** Staff overview of ticket sales: per event date capacity, sold and reserved, and its orders. Read-only. */
export async function OrdersView({ locale }: { locale: Locale }) {
  const [t, format, sales, outbox] = await Promise.all([
    getTranslations({ locale, namespace: 'StaffOrders' }),
    getFormatter({ locale }),
    salesOverview(locale),
    env().SMTP_URL ? Promise.resolve([]) : readOutbox(10),
  ]);
  return (
    <main id="content" className="dashboard__main">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {sales.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <table className="dashboard__table">
          <thead>
            <tr>
              <th scope="col">{t('event')}</th>
              <th scope="col">{t('capacity')}</th>
              <th scope="col">{t('sold')}</th>
              <th scope="col">{t('reserved')}</th>
              <th scope="col">{t('free')}</th>
            </tr>
          </thead>
          <tbody>
            {sales.map((row) => (
              <tr key={row.id_jet}>
                <th scope="row">
                  {row.title}
                  {row.date_start && <div>{format.dateTime(new Date(row.date_start), { dateStyle: 'medium', timeStyle: 'short' })}</div>}
                </th>
                <td>{row.capacity}</td>
                <td>{row.sold}</td>
                <td>{row.reserved}</td>
                <td>{Math.max(0, row.capacity - row.sold - row.reserved)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {sales
        .filter((row) => row.orders.length)
        .map((row) => (
          <section key={row.id_jet} aria-labelledby={`orders-${row.id_jet}`}>
            <h2 id={`orders-${row.id_jet}`}>
              {t('orders')}: {row.title}
            </h2>
            <table className="dashboard__table">
              <thead>
                <tr>
                  <th scope="col">{t('order')}</th>
                  <th scope="col">{t('buyer')}</th>
                  <th scope="col">{t('email')}</th>
                  <th scope="col">{t('tickets')}</th>
                  <th scope="col">{t('total')}</th>
                  <th scope="col">{t('created')}</th>
                </tr>
              </thead>
              <tbody>
                {row.orders.map((order) => (
                  <tr key={order.code}>
                    <td>
                      <a href={`/${locale}/webshop/orders/${order.code}`}>{order.code}</a>
                    </td>
                    <td>{order.buyer_name}</td>
                    <td>{order.email}</td>
                    <td>{order.tickets}</td>
                    <td>{formatPrice(order.total, locale)}</td>
                    <td>{format.dateTime(new Date(order.created_at), { dateStyle: 'short', timeStyle: 'short' })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      {!env().SMTP_URL && (
        <section aria-labelledby="outbox">
          <h2 id="outbox">{t('outbox')}</h2>
          <p>{t('outboxIntro')}</p>
          {outbox.length === 0 ? (
            <p>{t('outboxEmpty')}</p>
          ) : (
            outbox.map((mail) => (
              <details key={mail.name}>
                <summary>{mail.name}</summary>
                <pre style={{ whiteSpace: 'pre-wrap' }}>{mail.content}</pre>
              </details>
            ))
          )}
        </section>
      )}
    </main>
  );
}
