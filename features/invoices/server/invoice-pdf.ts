import 'server-only';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { isLocale } from '@/i18n/config';
import { embedTextFonts, wrapText } from '@/lib/pdf-fonts';
import { totalsPerRate } from '../vat';
import type { InvoiceBuyer, InvoiceSeller, StoredInvoiceLine } from '../types';
import type { InvoiceDocument } from './invoice-document';
import { invoiceTexts } from './invoice-texts';

// A4 portrait, 40 pt margins.
const W = 595.28;
const H = 841.89;
const M = 40;
const INK = rgb(0x23 / 255, 0x21 / 255, 0x1c / 255);
const MUTED = rgb(0x5d / 255, 0x57 / 255, 0x4b / 255);
const FOREST = rgb(0x1f / 255, 0x33 / 255, 0x28 / 255);
const RULE = rgb(0xdd / 255, 0xd4 / 255, 0xc3 / 255);

/** Table columns: left edge and width; numbers are set flush right in their column. */
const COLUMNS = {
  supply: { x: M, w: 62 },
  description: { x: M + 64, w: 170 },
  quantity: { x: M + 236, w: 32 },
  unit: { x: M + 270, w: 58 },
  rate: { x: M + 330, w: 38 },
  net: { x: M + 370, w: 50 },
  vat: { x: M + 422, w: 42 },
  gross: { x: M + 466, w: 49 },
} as const;

type Fonts = { regular: PDFFont; bold: PDFFont };
type Texts = Awaited<ReturnType<typeof invoiceTexts>>;

/** Writes top-down over as many pages as needed; every page gets the table head again and a footer. */
class Writer {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];
  constructor(
    private pdf: PDFDocument,
    readonly fonts: Fonts,
    private tableHead?: () => void,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.pdf.addPage([W, H]);
    this.pages.push(this.page);
    this.y = H - M;
  }
  /** Room for `height` more points above the footer, or a new page (with the table head when in the table). */
  room(height: number) {
    if (this.y - height < 70) {
      this.newPage();
      this.tableHead?.();
    }
  }
  setTableHead(head: (() => void) | undefined) {
    this.tableHead = head;
  }
  text(value: string, x: number, options: { size?: number; bold?: boolean; color?: typeof INK; y?: number } = {}) {
    const size = options.size ?? 9;
    this.page.drawText(value, {
      x,
      y: options.y ?? this.y,
      size,
      font: options.bold ? this.fonts.bold : this.fonts.regular,
      color: options.color ?? INK,
    });
  }
  right(value: string, right: number, options: { size?: number; bold?: boolean; y?: number } = {}) {
    const size = options.size ?? 9;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    this.text(value, right - font.widthOfTextAtSize(value, size), options);
  }
  /** A paragraph wrapped to `width`, moving down. */
  para(value: string, x: number, width: number, options: { size?: number; bold?: boolean; color?: typeof INK } = {}) {
    const size = options.size ?? 9;
    for (const line of value
      .split('\n')
      .flatMap((l) => wrapText(l, options.bold ? this.fonts.bold : this.fonts.regular, size, width))) {
      this.room(size * 1.4);
      this.text(line, x, options);
      this.y -= size * 1.4;
    }
  }
  rule() {
    this.page.drawLine({ start: { x: M, y: this.y }, end: { x: W - M, y: this.y }, thickness: 0.6, color: RULE });
  }
}

function sellerBlock(w: Writer, t: Texts['t'], seller: InvoiceSeller, museum: string) {
  const x = W / 2 + 20;
  const width = W - M - x;
  const top = w.y;
  w.para(seller.name || museum, x, width, { size: 11, bold: true });
  w.para(seller.address, x, width);
  if (seller.vat_id) w.para(t('vatId', { id: seller.vat_id }), x, width);
  if (seller.tax_number) w.para(t('taxNumber', { number: seller.tax_number }), x, width);
  const bottom = w.y;
  w.y = top;
  return bottom;
}

function buyerBlock(w: Writer, t: Texts['t'], buyer: InvoiceBuyer) {
  const width = W / 2 - M;
  w.para(t('buyer'), M, width, { size: 8, color: MUTED });
  w.para(buyer.name, M, width, { size: 11, bold: true });
  if (buyer.address) w.para(buyer.address, M, width);
  w.para(buyer.email, M, width);
}

function tableHead(w: Writer, t: Texts['t']) {
  const labels: [keyof typeof COLUMNS, string, boolean][] = [
    ['supply', t('colSupply'), false],
    ['description', t('colDescription'), false],
    ['quantity', t('colQuantity'), true],
    ['unit', t('colUnit'), true],
    ['rate', t('colRate'), true],
    ['net', t('colNet'), true],
    ['vat', t('colVat'), true],
    ['gross', t('colGross'), true],
  ];
  for (const [key, label, right] of labels) {
    const c = COLUMNS[key];
    if (right) w.right(label, c.x + c.w, { size: 7, bold: true });
    else w.text(label, c.x, { size: 7, bold: true });
  }
  w.y -= 5;
  w.rule();
  w.y -= 11;
}

function lineRow(w: Writer, texts: Texts, line: StoredInvoiceLine, exemptNote: string) {
  const { t, money, isoDay } = texts;
  const description = wrapText(line.description, w.fonts.regular, 8, COLUMNS.description.w).slice(0, 4);
  const note = line.voucher ? t('voucherNote') : line.vat_rate === 0 ? exemptNote || t('exemptFallback') : '';
  const noteLines = note ? wrapText(note, w.fonts.regular, 7, COLUMNS.description.w + 240) : [];
  w.room(description.length * 10 + noteLines.length * 9 + 4);
  const right = (value: string, key: keyof typeof COLUMNS) =>
    w.right(value, COLUMNS[key].x + COLUMNS[key].w, { size: 8 });
  w.text(isoDay(line.supply_date), COLUMNS.supply.x, { size: 8 });
  right(String(line.quantity), 'quantity');
  right(money(line.unit_gross_cents), 'unit');
  right(`${line.vat_rate} %`, 'rate');
  right(money(line.net_cents), 'net');
  right(money(line.vat_cents), 'vat');
  right(money(line.gross_cents), 'gross');
  for (const text of description) {
    w.text(text, COLUMNS.description.x, { size: 8 });
    w.y -= 10;
  }
  for (const text of noteLines) {
    w.text(text, COLUMNS.description.x, { size: 7, color: MUTED });
    w.y -= 9;
  }
  w.y -= 3;
}

function totals(w: Writer, texts: Texts, doc: InvoiceDocument) {
  const { t, money } = texts;
  const { invoice } = doc;
  const label = M + 270;
  const value = W - M;
  const row = (name: string, amount: number, bold = false) => {
    w.room(13);
    w.text(name, label, { size: 9, bold });
    w.right(money(amount), value, { size: 9, bold });
    w.y -= 13;
  };
  w.rule();
  w.y -= 13;
  for (const rate of totalsPerRate(invoice.lines as StoredInvoiceLine[])) {
    row(t('netAt', { rate: rate.vat_rate }), rate.net_cents);
    row(t('vatAt', { rate: rate.vat_rate }), rate.vat_cents);
  }
  row(t('totalGross'), invoice.grossCents, true);
  const vouchers = invoice.kind === 'invoice' ? ((invoice.buyer as InvoiceBuyer).vouchers ?? []) : [];
  for (const v of vouchers) row(t('paidWithVoucher', { code: v.code }), -v.amount_cents);
  const paid = invoice.grossCents - vouchers.reduce((s, v) => s + v.amount_cents, 0);
  row(invoice.kind === 'cancellation' ? t('amountRefunded') : t('amountDue'), paid, true);
}

/**
 * An invoice or cancellation invoice as a PDF in its own language: seller and buyer, number and date
 * (and the invoice a cancellation refers to), one row per line with date of supply, quantity, unit
 * price, VAT rate, net, VAT and gross, totals per VAT rate, what vouchers paid, the payment method
 * and the venue's bank account. Everything printed comes from the stored invoice: it never changes.
 */
export async function invoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const { invoice } = doc;
  const locale = isLocale(invoice.locale) ? invoice.locale : 'de';
  const texts = await invoiceTexts(locale);
  const { t, day } = texts;
  const seller = invoice.seller as InvoiceSeller;
  const kind = invoice.kind === 'cancellation' ? t('cancellation') : t('invoice');
  const pdf = await PDFDocument.create();
  const fonts = await embedTextFonts(pdf);
  pdf.setTitle(t('documentTitle', { kind, number: invoice.number }));
  pdf.setAuthor(seller.name || texts.museum);
  pdf.setLanguage(locale);
  const w = new Writer(pdf, fonts);

  const sellerBottom = sellerBlock(w, t, seller, texts.museum);
  w.y -= 30;
  buyerBlock(w, t, invoice.buyer as InvoiceBuyer);
  w.y = Math.min(w.y, sellerBottom) - 24;
  w.text(`${kind} ${invoice.number}`, M, { size: 18, bold: true, color: FOREST });
  w.y -= 20;
  w.para(`${t('number')}: ${invoice.number}`, M, W - 2 * M);
  w.para(`${t('date')}: ${day(invoice.issuedAt)}`, M, W - 2 * M);
  w.para(`${t('order')}: ${doc.orderCode}`, M, W - 2 * M);
  if (doc.refersTo)
    w.para(t('refersTo', { number: doc.refersTo.number, date: day(doc.refersTo.issuedAt) }), M, W - 2 * M, {
      bold: true,
    });
  w.y -= 14;

  const head = () => tableHead(w, t);
  head();
  w.setTableHead(head);
  for (const line of invoice.lines as StoredInvoiceLine[]) lineRow(w, texts, line, seller.vat_exempt_note);
  w.setTableHead(undefined);
  totals(w, texts, doc);

  w.y -= 10;
  const method = t('method', { method: invoice.paymentMethod });
  w.para(invoice.kind === 'cancellation' ? t('refundedBy', { method }) : t('paidBy', { method }), M, W - 2 * M);
  if (seller.iban)
    w.para(
      t('bank', {
        holder: seller.bank_holder || seller.name,
        iban: seller.iban,
        bic: seller.bic ? `, BIC ${seller.bic}` : '',
      }),
      M,
      W - 2 * M,
    );
  w.y -= 6;
  w.para(t('thanks'), M, W - 2 * M, { bold: true });

  const footer = [seller.name || texts.museum, seller.address.replace(/\s*\n\s*/g, ', '), seller.vat_id]
    .filter(Boolean)
    .join(' · ');
  w.pages.forEach((page, index) => {
    const pageText = t('page', { n: index + 1, count: w.pages.length });
    for (const [i, text] of wrapText(footer, fonts.regular, 7, W - 2 * M - 80)
      .slice(0, 2)
      .entries())
      page.drawText(text, { x: M, y: 40 - i * 9, size: 7, font: fonts.regular, color: MUTED });
    page.drawText(pageText, {
      x: W - M - fonts.regular.widthOfTextAtSize(pageText, 7),
      y: 40,
      size: 7,
      font: fonts.regular,
      color: MUTED,
    });
  });
  return pdf.save();
}
