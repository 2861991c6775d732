import 'server-only';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { env } from '@/lib/env';
import { isLocale, localeIso, timeZone, type Locale } from '@/i18n/config';
import { formatPrice } from '../price';
import type { OrderView } from '../types';
import { orderToken } from './codes';

/** The order page with its secret link, as a path (the mail makes it absolute). */
export async function orderPath(code: string, locale: string) {
  return `/${locale}/webshop/orders/${code}?token=${await orderToken(code, 'view')}`;
}

export const outboxDir = () => path.resolve(env().DATA_DIR, 'outbox');

async function translator(locale: Locale) {
  const messages = (await import(`../../../messages/${locale}.json`)).default;
  return createTranslator({ locale, messages, namespace: 'BoxOfficeMail' });
}

/**
 * The order's mail in the buyer's language: while a guest order waits for its confirmation, the
 * confirmation link and the deadline; once confirmed, the tickets with their codes and what is left to pay.
 */
export async function orderMail(order: OrderView) {
  const locale: Locale = isLocale(order.locale) ? order.locale : 'de';
  const t = await translator(locale);
  const when = (iso: string | null) =>
    iso ? new Intl.DateTimeFormat(localeIso[locale], { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(iso)) : '';
  const site = env().SITE_URL.replace(/\/$/, '');
  const url = `${site}${await orderPath(order.code, locale)}`;
  if (!order.confirmed) {
    const confirmUrl = `${site}/${locale}/webshop/orders/${order.code}/confirm?token=${await orderToken(order.code, 'confirm')}`;
    const lines = [t('greeting', { name: order.buyer_name }), '', t('confirmIntro', { code: order.code, deadline: when(order.payment_due_at) }), '', t('confirmLink', { url: confirmUrl }), '', t('confirmExpiry'), '', t('link', { url }), '', t('signature')];
    return { subject: t('confirmSubject', { code: order.code }), text: lines.join('\n'), to: order.email };
  }
  const lines = [
    t('greeting', { name: order.buyer_name }),
    '',
    t('intro', { code: order.code }),
    order.status === 'paid' ? t('paid') : t('payByInvoice', { amount: formatPrice(order.amount_due, locale), deadline: when(order.payment_due_at) }),
    '',
    ...order.tickets.map((ticket) =>
      `• ${ticket.event_title}, ${when(ticket.time_start ?? ticket.date_start)} – ${ticket.seat_group_text}, ${ticket.price_text} (${formatPrice(ticket.unit_price, locale)}) – ${t('ticketCode')}: ${ticket.code}`,
    ),
    '',
    t('total', { total: formatPrice(order.total, locale) }),
    '',
    t('link', { url }),
    '',
    t('signature'),
  ];
  return { subject: t('subject', { code: order.code }), text: lines.join('\n'), to: order.email };
}

/**
 * Sends the confirmation through SMTP_URL. Without it (development, tests) the mail is written to
 * DATA_DIR/outbox as an .eml file that any mail program opens, and that staff can read in the dashboard.
 */
export async function sendOrderMail(order: OrderView) {
  const mail = await orderMail(order);
  const nodemailer = await import('nodemailer');
  const message = { from: env().MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text };
  if (env().SMTP_URL) {
    await nodemailer.createTransport(env().SMTP_URL).sendMail(message);
    return { delivered: 'smtp' as const };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(message);
  await mkdir(outboxDir(), { recursive: true });
  const file = path.join(outboxDir(), `${new Date().toISOString().replace(/[:.]/g, '-')}-${order.code}.eml`);
  await writeFile(file, info.message as Buffer);
  return { delivered: 'outbox' as const, file };
}

/** The newest mails of the local outbox, for the staff page. */
export async function readOutbox(limit = 20) {
  const files = await readdir(outboxDir()).catch(() => [] as string[]);
  const newest = files.filter((f) => f.endsWith('.eml')).sort().reverse().slice(0, limit);
  return Promise.all(newest.map(async (name) => ({ name, content: await readFile(path.join(outboxDir(), name), 'utf8') })));
}
