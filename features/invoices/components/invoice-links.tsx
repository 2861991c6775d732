import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { buyerInvoiceLinks } from '../server/invoice-files';

/**
 * The buyer's invoices and cancellation invoices of an order as PDF links (order page and account),
 * through the order link's token; nothing while the order has none (it is not paid yet).
 */
export async function InvoiceLinks({ code, token, locale }: { code: string; token: string; locale: Locale }) {
  const links = await buyerInvoiceLinks(code, token);
  if (links.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Invoices' });
  return (
    <section aria-labelledby="order-invoices" data-testid="order-invoices">
      <h2 id="order-invoices">{t('heading')}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.number}>
            <a href={link.url} download>
              {t('download', { kind: link.kind, number: link.number })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
