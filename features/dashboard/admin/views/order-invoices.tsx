'use client';

import { useRecordContext } from 'react-admin';
import { BERLIN_DATE_TIME } from '@/lib/berlin-time';
import { useNamespaceTexts } from '../namespace-texts';

type InvoiceRow = { number: string; kind: 'invoice' | 'cancellation'; url: string; issued_at: string };

/** The order's invoices and cancellation invoices with their PDF links (GET /api/orders/{id}/ `invoices`). */
export function OrderInvoices() {
  const record = useRecordContext<{ invoices?: InvoiceRow[] }>();
  const t = useNamespaceTexts('Invoices');
  const invoices = record?.invoices ?? [];
  const date = new Intl.DateTimeFormat(undefined, BERLIN_DATE_TIME);
  return (
    <section aria-label={t('heading')} data-testid="order-invoices">
      <strong>{t('heading')}</strong>
      {invoices.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul>
          {invoices.map((invoice) => (
            <li key={invoice.number}>
              <a href={invoice.url} download>
                {t('download', { kind: invoice.kind, number: invoice.number })}
              </a>{' '}
              · {date.format(new Date(invoice.issued_at))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
