import 'server-only';
import QRCode from 'qrcode';
import { env } from '@/lib/env';
import { formatPrice, parsePriceToCents } from '../price';
import type { OrderTicket, OrderView } from '../types';
import { orderToken } from './codes';
import { orderLocale, orderTexts } from './order-texts';
import { ticketsPdf } from './ticket-pdf';
import { bankTransfer, type BankTransfer } from './bank-transfer';
import { invoiceMailAttachments } from '@/features/invoices/server';

/** The order page with its secret link, as a path (the mail makes it absolute). */
export async function orderPath(code: string, locale: string) {
  return `/${locale}/webshop/orders/${code}?token=${await orderToken(code, 'view')}`;
}

/** The page where a guest confirms the order (the link of the pending mail). */
export async function confirmPath(code: string, locale: string) {
  return `/${locale}/webshop/orders/${code}/confirm?token=${await orderToken(code, 'confirm')}`;
}

export type OrderMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: {
    filename: string;
    content: Buffer;
    contentType: string;
    cid?: string;
    contentDisposition?: 'inline' | 'attachment';
  }[];
};

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const paragraphs = (text: string) => text.split('\n').map(escape).join('<br>');

const STYLE = {
  body: 'margin:0;padding:24px;background:#f7f3ea;color:#23211c;font:16px/1.5 -apple-system,"Segoe UI",Roboto,Arial,sans-serif',
  card: 'max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #ddd4c3;border-radius:8px;padding:24px',
  button:
    'display:inline-block;background:#2f4a3a;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px',
  muted: 'color:#5d574b;font-size:14px',
  ticket: 'border:1px dashed #b9ad97;border-radius:6px;padding:16px;margin:0 0 12px',
  code: 'font:600 15px/1.3 ui-monospace,Menlo,Consolas,monospace;letter-spacing:0.04em',
};

/** What was bought, one line per kind of ticket (amounts summed), subscription or voucher. */
function summaryLines(
  order: OrderView,
  texts: Awaited<ReturnType<typeof orderTexts>>,
  locale: ReturnType<typeof orderLocale>,
) {
  const groups = new Map<string, { count: number; text: string; seats: OrderTicket['seat'][] }>();
  for (const ticket of order.tickets) {
    if (ticket.subscription) continue;
    const text = `${ticket.event_title}, ${texts.ticketWhen(ticket)} – ${ticket.seat_group_text}, ${ticket.price_text} (${formatPrice(ticket.unit_price, locale)})`;
    const group = groups.get(text) ?? { count: 0, text, seats: [] };
    group.count += 1;
    group.seats.push(ticket.seat);
    groups.set(text, group);
  }
  return [
    ...[...groups.values()].map((g) => [`${g.count} × ${g.text}`, ...texts.seatRows(g.seats)].join(' – ')),
    ...order.items.map((item) => `${item.quantity} × ${item.title} (${formatPrice(item.unit_price, locale)})`),
  ];
}

function amountLines(
  order: OrderView,
  texts: Awaited<ReturnType<typeof orderTexts>>,
  locale: ReturnType<typeof orderLocale>,
) {
  const { t } = texts;
  const lines = [t('total', { total: formatPrice(order.total, locale) })];
  if (parsePriceToCents(order.voucher_amount) > 0) {
    lines.push(t('voucherUsed', { amount: formatPrice(order.voucher_amount, locale) }));
    lines.push(t('amountDue', { amount: formatPrice(order.amount_due, locale) }));
  }
  return lines;
}

/** The bank details of an order paid by transfer, as label/value rows (text and HTML share them). */
function transferRows(
  transfer: BankTransfer,
  texts: Awaited<ReturnType<typeof orderTexts>>,
  locale: ReturnType<typeof orderLocale>,
): [string, string][] {
  const { t51 } = texts;
  return [
    [t51('transferHolder'), transfer.holder],
    [t51('transferIban'), transfer.iban],
    ...(transfer.bic ? [[t51('transferBic'), transfer.bic] as [string, string]] : []),
    [t51('transferAmount'), formatPrice(transfer.amount, locale)],
    [t51('transferReference'), transfer.reference],
  ];
}

function page(locale: string, inner: string) {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head><body style='${STYLE.body}'><div style='${STYLE.card}'>${inner}</div></body></html>`;
}

/**
 * The order's mail in the buyer's language, as plain text and HTML. While a guest order waits for its
 * confirmation: the confirmation link (a big button), the deadline and what was ordered. Once
 * confirmed (reserved or paid): every ticket with its QR code as an inline image, the PDF tickets
 * attached, what is left to pay, and the vouchers bought once paid. A cancelled or expired order
 * gets a short notice without tickets.
 */
export async function orderMail(order: OrderView): Promise<OrderMail> {
  const locale = orderLocale(order);
  const texts = await orderTexts(locale);
  const { t, when } = texts;
  const site = env().SITE_URL.replace(/\/$/, '');
  const url = `${site}${await orderPath(order.code, locale)}`;
  const greeting = t('greeting', { name: order.buyer_name });
  const signature = t('signature');
  const summary = summaryLines(order, texts, locale);
  const amounts = amountLines(order, texts, locale);
  const list = (lines: string[]) => `<ul>${lines.map((l) => `<li>${escape(l)}</li>`).join('')}</ul>`;
  const orderButton = `<p><a href="${escape(url)}" style='${STYLE.button}'>${escape(t('orderPageButton'))}</a></p>`;

  if (order.status === 'cancelled' || order.status === 'expired') {
    const notice =
      order.status === 'cancelled'
        ? t('statusCancelled', { code: order.code })
        : t('statusExpired', { code: order.code });
    const text = [greeting, '', notice, '', t('link', { url }), '', signature].join('\n');
    const html = page(
      locale,
      `<p>${escape(greeting)}</p><p>${escape(notice)}</p>${orderButton}<p>${paragraphs(signature)}</p>`,
    );
    return { to: order.email, subject: t('statusSubject', { code: order.code }), text, html, attachments: [] };
  }

  if (!order.confirmed && order.payment_method === 'stripe') {
    const notice = t('awaitingPayment', { code: order.code, deadline: when(order.payment_due_at) });
    const text = [greeting, '', notice, '', t('link', { url }), '', signature].join('\n');
    const html = page(
      locale,
      `<p>${escape(greeting)}</p><p>${escape(notice)}</p>${orderButton}<p>${paragraphs(signature)}</p>`,
    );
    return { to: order.email, subject: t('statusSubject', { code: order.code }), text, html, attachments: [] };
  }

  if (!order.confirmed) {
    const confirmUrl = `${site}${await confirmPath(order.code, locale)}`;
    const intro = t('confirmIntro', { code: order.code, deadline: when(order.payment_due_at) });
    const text = [
      greeting,
      '',
      intro,
      '',
      t('confirmLink', { url: confirmUrl }),
      '',
      t('confirmExpiry'),
      '',
      t('summaryHeading'),
      ...summary.map((l) => `• ${l}`),
      ...amounts,
      '',
      t('link', { url }),
      '',
      signature,
    ].join('\n');
    const html = page(
      locale,
      [
        `<p>${escape(greeting)}</p>`,
        `<p>${escape(intro)}</p>`,
        `<p style="margin:24px 0"><a href="${escape(confirmUrl)}" style='${STYLE.button};font-size:18px'>${escape(t('confirmButton'))}</a></p>`,
        `<p style='${STYLE.muted}'>${escape(t('confirmFallback'))}<br><a href="${escape(confirmUrl)}">${escape(confirmUrl)}</a></p>`,
        `<p>${escape(t('confirmExpiry'))}</p>`,
        `<h2 style="font-size:18px">${escape(t('summaryHeading'))}</h2>`,
        list(summary),
        `<p>${amounts.map(escape).join('<br>')}</p>`,
        orderButton,
        `<p>${paragraphs(signature)}</p>`,
      ].join(''),
    );
    return { to: order.email, subject: t('confirmSubject', { code: order.code }), text, html, attachments: [] };
  }

  const payment =
    order.status === 'paid'
      ? t('paid')
      : t('payByInvoice', { amount: formatPrice(order.amount_due, locale), deadline: when(order.payment_due_at) });
  const transfer = await bankTransfer(order);
  const transferText = transfer
    ? [
        '',
        texts.t51('transferHeading'),
        ...transferRows(transfer, texts, locale).map(([label, value]) => `${label}: ${value}`),
        texts.t51('transferReferenceHint', { code: transfer.reference }),
      ]
    : [];
  const transferHtml = transfer
    ? `<h2 style="font-size:18px">${escape(texts.t51('transferHeading'))}</h2><table style="border-collapse:collapse;margin:0 0 8px">${transferRows(
        transfer,
        texts,
        locale,
      )
        .map(
          ([label, value]) =>
            `<tr><td style="padding:2px 16px 2px 0;${STYLE.muted}">${escape(label)}</td><td style="padding:2px 0"><strong>${escape(value)}</strong></td></tr>`,
        )
        .join('')}</table><p>${escape(texts.t51('transferReferenceHint', { code: transfer.reference }))}</p>`
    : '';
  const qr = await Promise.all(
    order.tickets.map((ticket) => QRCode.toBuffer(ticket.code, { margin: 1, width: 240, errorCorrectionLevel: 'M' })),
  );
  const cid = (index: number) => `ticket-${index + 1}.${order.code}@lindenau`;
  const vouchers =
    order.status === 'paid'
      ? order.vouchers.map((v) =>
          t('voucherLine', { code: v.code, value: formatPrice(v.value, locale), date: when(v.valid_until) }),
        )
      : [];
  const vouchersLater = order.status !== 'paid' && order.vouchers.length > 0 ? t('vouchersAfterPayment') : null;
  const ticketText = order.tickets.map((ticket) => {
    const seat = texts.ticketSeat(ticket);
    return `• ${ticket.event_title}, ${texts.ticketWhen(ticket)} – ${ticket.seat_group_text}, ${ticket.price_text} (${formatPrice(ticket.unit_price, locale)})${seat ? ` – ${seat}` : ''} – ${t('ticketCode')}: ${ticket.code}`;
  });
  const text = [
    greeting,
    '',
    t('intro', { code: order.code }),
    payment,
    ...transferText,
    '',
    ...ticketText,
    ...(vouchers.length ? ['', t('vouchersHeading'), ...vouchers.map((v) => `• ${v}`)] : []),
    ...(vouchersLater ? ['', vouchersLater] : []),
    '',
    ...amounts,
    '',
    ...(order.tickets.length ? [t('pdfAttached'), ''] : []),
    t('link', { url }),
    '',
    signature,
  ].join('\n');
  // The seat stands out on its own line: it is what the visitor looks for at the door.
  const seatHtml = (ticket: OrderTicket) => {
    const seat = texts.ticketSeat(ticket);
    return seat ? `<br><strong>${escape(seat)}</strong>` : '';
  };
  const ticketHtml = order.tickets
    .map(
      (ticket, index) =>
        `<div style='${STYLE.ticket}'><strong>${escape(ticket.event_title)}</strong><br><span style='${STYLE.muted}'>${escape(texts.ticketWhen(ticket))}<br>${escape(`${ticket.seat_group_text} · ${ticket.price_text} · ${formatPrice(ticket.unit_price, locale)}`)}</span>${seatHtml(ticket)}<br><img src="cid:${cid(index)}" width="160" height="160" alt="${escape(t('qrAlt', { number: ticket.number }))}" style="display:block;margin:12px 0"><span style='${STYLE.code}'>${escape(ticket.code)}</span></div>`,
    )
    .join('');
  const html = page(
    locale,
    [
      `<p>${escape(greeting)}</p>`,
      `<p>${escape(t('intro', { code: order.code }))}</p>`,
      `<p><strong>${escape(payment)}</strong></p>`,
      transferHtml,
      ticketHtml,
      vouchers.length ? `<h2 style="font-size:18px">${escape(t('vouchersHeading'))}</h2>${list(vouchers)}` : '',
      vouchersLater ? `<p>${escape(vouchersLater)}</p>` : '',
      `<p>${amounts.map(escape).join('<br>')}</p>`,
      order.tickets.length ? `<p>${escape(t('pdfAttached'))}</p>` : '',
      orderButton,
      `<p>${paragraphs(signature)}</p>`,
    ].join(''),
  );
  const attachments: OrderMail['attachments'] = qr.map((content, index) => ({
    filename: `${order.tickets[index].number}.png`,
    content,
    contentType: 'image/png',
    cid: cid(index),
    contentDisposition: 'inline',
  }));
  if (order.tickets.length) {
    attachments.push({
      filename: `lindenau-${order.code}-tickets.pdf`,
      content: Buffer.from(await ticketsPdf(order)),
      contentType: 'application/pdf',
      contentDisposition: 'attachment',
    });
  }
  // A paid order's invoice goes with it (rendered here, when the outbox sends, not on the request path).
  if (order.status === 'paid') attachments.push(...(await invoiceMailAttachments(order.code)));
  return { to: order.email, subject: t('subject', { code: order.code }), text, html, attachments };
}
