import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { localeIso, timeZone, type Locale } from '@/i18n/config';
import { formatPrice, parsePriceToCents } from '@/features/box-office';
import { checkoutTerms, visitorCart } from '../../server/shop-pages';
import { CheckoutForm, type CheckoutAccountProps, type CheckoutNotice } from './checkout-form.client';
import { ShopMessages } from './shop-messages';
import { SeatList } from './ticket-seat';
import styles from './shop.module.css';

/** What a refused form post came back with: the error, the fields at fault and what was typed (never the voucher code). */
function checkoutNotice(query: Record<string, string | string[] | undefined>): CheckoutNotice {
  const one = (key: string, max = 200) =>
    typeof query[key] === 'string' ? (query[key] as string).slice(0, max) : undefined;
  return {
    error: one('error', 40),
    fields: one('fields', 80)?.split(','),
    limit: Number(one('limit', 6)) || undefined,
    name: one('name'),
    email: one('email'),
    payment_method: one('payment_method', 20),
  };
}

/** The logged-in visitor, as the page hands it over (the box office knows accounts only by these). */
export type CheckoutVisitor = { name: string; email: string; csrfToken: string };

/**
 * The checkout page: what is in the cart (with the seats of seated lines) and its total, then the checkout form (payment method,
 * buyer, voucher code, GTC and what happens next). Rendered per visitor; works without JavaScript.
 * A logged-in visitor's name and e-mail are filled in, and the order goes to the account.
 */
export async function CheckoutScreen({
  locale,
  cartToken,
  query,
  visitor,
}: {
  locale: Locale;
  cartToken: string | undefined;
  query: Record<string, string | string[] | undefined>;
  visitor?: CheckoutVisitor | null;
}) {
  const [t, ta, ts, cart, terms] = await Promise.all([
    getTranslations({ locale, namespace: 'Shop' }),
    getTranslations({ locale, namespace: 'AccountOrders' }),
    getTranslations({ locale, namespace: 'TicketSeat' }),
    visitorCart(cartToken, locale),
    checkoutTerms(),
  ]);
  const account: CheckoutAccountProps | undefined = visitor
    ? {
        ...visitor,
        emailHint: ta('checkoutEmailHint'),
        steps: {
          invoice: [ta('checkoutStepFiled'), ta('checkoutStepTicketsInvoice', { days: terms.invoiceDays })],
          free: [ta('checkoutStepFiled'), ta('checkoutStepTicketsFree')],
        },
      }
    : undefined;
  const day = new Intl.DateTimeFormat(localeIso[locale], { dateStyle: 'medium', timeZone });
  const cartHref = `/${locale}/webshop/cart`;
  const empty = !cart.lines.length && !cart.items.length;
  return (
    <main id="content" className="webshop-main">
      <h1>{t('checkoutTitle')}</h1>
      {!cart.is_shop_online ? (
        <div className={styles.offline} role="status">
          <strong>{t('offline')}</strong> {t('offlineText')}
        </div>
      ) : empty ? (
        <p>
          {t('empty')} <a href={getPathname({ locale, href: '/events' })}>{t('continue')}</a>
        </p>
      ) : (
        <div className={styles.checkout}>
          <section aria-labelledby="checkout-summary" className={styles.summaryBox}>
            <h2 id="checkout-summary">{t('summaryTitle')}</h2>
            <ul className={styles.summary}>
              {cart.lines.map((line) => (
                <li key={`line-${line.id}`}>
                  <strong>{line.event_title}</strong>
                  <span className={styles.meta}>
                    {line.date_start && day.format(new Date(line.date_start))} · {line.seat_group_text} ·{' '}
                    {line.price_text}
                  </span>
                  <span className={styles.meta}>
                    {t('subtotal', { count: line.quantity, price: formatPrice(line.unit_price, locale) })}
                  </span>
                  <SeatList seats={line.seats} t={ts} label={ts('listLabel')} />
                </li>
              ))}
              {cart.items.map((item) => (
                <li key={`item-${item.id}`}>
                  <strong>{item.title}</strong>
                  <span className={styles.meta}>
                    {t('subtotal', { count: item.quantity, price: formatPrice(item.unit_price, locale) })}
                  </span>
                </li>
              ))}
            </ul>
            <p className={styles.total}>
              {t('total')}: <strong>{formatPrice(cart.total, locale)}</strong>
            </p>
            <p>
              <a href={cartHref}>{t('editCart')}</a>
            </p>
          </section>
          <ShopMessages locale={locale}>
            <CheckoutForm
              gtcHref={`/${locale}/agb`}
              cartHref={cartHref}
              terms={{ ...terms, free: parsePriceToCents(cart.total) === 0 }}
              notice={checkoutNotice(query)}
              account={account}
            />
          </ShopMessages>
        </div>
      )}
    </main>
  );
}
