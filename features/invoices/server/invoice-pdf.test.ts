import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from '@/tests/helpers/pdf-text';
import { lineAmounts } from '../vat';
import type { StoredInvoiceLine } from '../types';
import type { InvoiceDocument } from './invoice-document';
import { invoicePdf } from './invoice-pdf';

const line = (description: string, quantity: number, unit: number, rate: number, extra = {}): StoredInvoiceLine => ({
  description,
  supply_date: '2026-07-04',
  quantity,
  unit_gross_cents: unit,
  vat_rate: rate,
  ...lineAmounts(quantity, unit, rate),
  ...extra,
});

function document(locale: string, lines: StoredInvoiceLine[]): InvoiceDocument {
  const gross = lines.reduce((s, l) => s + l.gross_cents, 0);
  const vat = lines.reduce((s, l) => s + l.vat_cents, 0);
  return {
    orderCode: 'K7QX2M4P',
    refersTo: null,
    invoice: {
      id: 1,
      number: 'MV-2026-000042',
      year: 2026,
      seq: 42,
      kind: 'invoice',
      orderId: 1,
      refersToId: null,
      refundId: null,
      issuedAt: new Date('2026-07-01T10:00:00Z'),
      locale,
      buyer: { name: 'Ida Beispiel', email: 'ida@example.org', address: 'Hauptstraße 3\n01067 Dresden' },
      seller: {
        name: 'Stiftung Freilichtmuseum Lindenau',
        address: 'Am Dorfanger 1\n01234 Lindenau',
        vat_id: 'DE000000000',
        tax_number: '203/143/00000',
        bank_holder: '',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        vat_exempt_note: 'Steuerfrei nach § 4 Nr. 20 Buchst. a UStG.',
      },
      lines,
      netCents: gross - vat,
      vatCents: vat,
      grossCents: gross,
      paymentMethod: 'stripe',
      createdAt: new Date('2026-07-01T10:00:00Z'),
    },
  };
}

describe('the invoice PDF', () => {
  it('prints the seller, the buyer, every line and the notes under exempt and voucher lines', async () => {
    const lines = [
      line('Museumseintritt – Vollpreis', 2, 900, 0),
      line('Backkurs – Vollpreis', 1, 3500, 19),
      line('Wertgutschein', 1, 2500, 0, { voucher: true }),
    ];
    const text = (await pdfPageTexts(await invoicePdf(document('de', lines)))).flat().join('\n');
    for (const expected of [
      'Stiftung Freilichtmuseum Lindenau',
      'USt-IdNr.: DE000000000',
      'Steuernummer: 203/143/00000',
      'Ida Beispiel',
      '01067 Dresden',
      'Rechnung MV-2026-000042',
      'Backkurs – Vollpreis',
      'Steuerfrei nach § 4 Nr. 20 Buchst. a UStG.',
      'Wertgutscheine sind Mehrzweckgutscheine',
      'Umsatzsteuer 19 %',
      'Nettobetrag zu 0 %',
      'Zahlungsart: Online-Zahlung.',
      'IBAN DE89370400440532013000',
    ])
      expect(text).toContain(expected);
  });

  it('runs onto further pages with the table head again and numbered pages', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => line(`Führung ${i + 1}`, 1, 1200, 7));
    const pages = await pdfPageTexts(await invoicePdf(document('en', lines)));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[1]).toContain('Description');
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(pages.flat()).toContain('Führung 60');
  });
});
