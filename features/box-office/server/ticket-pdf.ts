import 'server-only';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { embedTextFonts, wrapText as wrap } from '@/lib/pdf-fonts';
import { formatPrice } from '../price';
import type { OrderTicket, OrderView } from '../types';
import { orderLocale, orderTexts } from './order-texts';
import { bankTransfer } from './bank-transfer';

// A6 portrait: one ticket per page, readable on a phone and printable (four to an A4 sheet).
const W = 297.64;
const H = 419.53;
const M = 20;
const FOREST = rgb(0x1f / 255, 0x33 / 255, 0x28 / 255);
const INK = rgb(0x23 / 255, 0x21 / 255, 0x1c / 255);
const MUTED = rgb(0x5d / 255, 0x57 / 255, 0x4b / 255);
const PAPER = rgb(0xf3 / 255, 0xef / 255, 0xe4 / 255);
const OCHRE = rgb(0xe0 / 255, 0xb4 / 255, 0x61 / 255);

/** The QR code as vector squares (crisp at any print size), one rectangle per dark run of a row. */
function drawQr(page: PDFPage, text: string, x: number, top: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const unit = size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        page.drawRectangle({
          x: x + start * unit,
          y: top - (row + 1) * unit,
          width: (col - start) * unit,
          height: unit,
          color: INK,
        });
        start = -1;
      }
    }
  }
}

/**
 * A seated ticket's seat as a band under the price: three labelled columns (block, row, seat), the
 * values large enough to read at the door. Returns the baseline for what follows.
 */
function drawSeat(
  page: PDFPage,
  seat: NonNullable<OrderTicket['seat']>,
  labels: { block: string; row: string; number: string },
  fonts: { regular: PDFFont; bold: PDFFont },
  y: number,
) {
  const width = W - 2 * M;
  const top = y + 4;
  const height = 40;
  page.drawRectangle({ x: M, y: top - height, width, height, color: PAPER });
  page.drawRectangle({ x: M, y: top - height, width: 3, height, color: FOREST });
  const columns: [string, string, number, number][] = [
    [labels.block, seat.section, M + 11, width * 0.5 - 14],
    [labels.row, seat.row, M + width * 0.5, width * 0.25 - 6],
    [labels.number, seat.number, M + width * 0.75, width * 0.25 - 6],
  ];
  for (const [label, value, x, room] of columns) {
    page.drawText(label.toUpperCase(), { x, y: top - 12, size: 7, font: fonts.regular, color: MUTED });
    // A long block name is set smaller rather than cut: the seat must be legible whole.
    const size = Math.max(8, Math.min(15, (15 * room) / Math.max(1, fonts.bold.widthOfTextAtSize(value, 15))));
    page.drawText(value, { x, y: top - 31, size, font: fonts.bold, color: INK });
  }
  return top - height - 14;
}

/**
 * The printable tickets of a confirmed order: one A6 page per ticket with the museum, the event,
 * date and time (Europe/Berlin), the venue, seat group and price, on a seated date the block, row and seat, the
 * ticket number and the QR code of the signed code, which is also written out (in Courier, for staff
 * to type and for machines to read).
 */
export async function ticketsPdf(all: OrderView): Promise<Uint8Array> {
  // Cancelled tickets no longer admit: they are not printed.
  const order = { ...all, tickets: all.tickets.filter((ticket) => !ticket.cancelled_at) };
  const locale = orderLocale(order);
  const { t, t51, museum, when, ticketWhen, seatLabels } = await orderTexts(locale);
  const pdf = await PDFDocument.create();
  const [{ regular, bold }, mono] = await Promise.all([embedTextFonts(pdf), pdf.embedFont(StandardFonts.Courier)]);
  pdf.setTitle(t('pdfTitle', { code: order.code }));
  pdf.setAuthor(museum);
  pdf.setLanguage(locale);
  const payment =
    order.status === 'paid'
      ? t('pdfPaid')
      : t('pdfDue', { amount: formatPrice(order.amount_due, locale), deadline: when(order.payment_due_at) });
  // Paid by transfer: the account and the reference on every ticket (the page a buyer keeps at hand).
  const transfer = await bankTransfer(order);
  const transferLine = transfer
    ? t51('pdfTransfer', {
        holder: transfer.holder,
        iban: transfer.iban,
        bic: transfer.bic ? ` · BIC ${transfer.bic}` : '',
      })
    : null;
  // Room the transfer lines take in the footer; the QR code gives it up.
  const footerExtra = transfer ? 32 : 0;

  order.tickets.forEach((ticket, index) => {
    const page = pdf.addPage([W, H]);
    const width = W - 2 * M;
    page.drawRectangle({ x: 0, y: H - 46, width: W, height: 46, color: FOREST });
    page.drawText(museum, { x: M, y: H - 28, size: 12, font: bold, color: PAPER });
    const counter = t('pdfTicketOf', { n: index + 1, count: order.tickets.length });
    page.drawText(counter, {
      x: W - M - regular.widthOfTextAtSize(counter, 9),
      y: H - 27,
      size: 9,
      font: regular,
      color: OCHRE,
    });

    let y = H - 46 - 24;
    const lines = (text: string, font: PDFFont, size: number, color = INK, max = 3) => {
      for (const line of wrap(text, font, size, width).slice(0, max)) {
        page.drawText(line, { x: M, y, size, font, color });
        y -= size * 1.3;
      }
    };
    lines(ticket.event_title, bold, 15);
    y -= 2;
    lines(ticketWhen(ticket), regular, 10);
    if (ticket.venue) lines([ticket.venue.name, ticket.venue.address].filter(Boolean).join(', '), regular, 9, MUTED, 2);
    lines(
      `${ticket.seat_group_text} · ${ticket.price_text} · ${formatPrice(ticket.unit_price, locale)}`,
      regular,
      10,
      MUTED,
      2,
    );
    if (ticket.subscription) lines(t('pdfSubscription', { title: ticket.subscription }), regular, 9, MUTED, 2);
    if (ticket.seat) y = drawSeat(page, ticket.seat, seatLabels, { regular, bold }, y);

    const qrTop = Math.min(y - 4, 250);
    // The code and the footer below need 100 pt: a long title with a seat band makes the QR code smaller.
    const qrSize = Math.max(90, Math.min(150 - footerExtra, qrTop - 100 - footerExtra));
    drawQr(page, ticket.code, (W - qrSize) / 2, qrTop, qrSize);
    y = qrTop - qrSize - 14;
    page.drawText(ticket.code, {
      x: (W - mono.widthOfTextAtSize(ticket.code, 10)) / 2,
      y,
      size: 10,
      font: mono,
      color: INK,
    });
    y -= 14;
    const number = t('pdfTicketNumber', { number: ticket.number });
    page.drawText(number, {
      x: (W - regular.widthOfTextAtSize(number, 8)) / 2,
      y,
      size: 8,
      font: regular,
      color: MUTED,
    });

    y = 58 + footerExtra;
    lines(t('pdfOrder', { code: order.code, name: order.buyer_name }), regular, 8, MUTED, 1);
    lines(payment, regular, 8, MUTED, 2);
    if (transfer && transferLine) {
      lines(transferLine, bold, 8, INK, 2);
      lines(t51('pdfTransferReference', { code: transfer.reference }), bold, 8, INK, 1);
    }
    lines(t('pdfShow'), bold, 8, INK, 2);
  });
  return pdf.save();
}
