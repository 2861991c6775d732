import 'server-only';
import { createTranslator } from 'use-intl/core';
import { isLocale, localeIso, timeZone, type Locale } from '@/i18n/config';
import { env } from '@/lib/env';
import type { Db } from '@/lib/db';
import { queueFinishedMail } from '@/lib/mail-outbox';
import type { Mail } from '@/lib/mail';
import { formatPrice } from '@/features/box-office';
import { orderPath } from '@/features/box-office/server';
import type { RefundView } from '../types';

/** What a buyer's mail is about: tickets cancelled, the whole order, a cancelled date or a moved one. */
export type CancelMailKind = 'tickets' | 'order' | 'date' | 'moved';

export type CancelMailInput = {
  kind: CancelMailKind;
  order: { code: string; buyerName: string; email: string; locale: string };
  tickets: string[];
  refunds: RefundView[];
  reason?: string;
  /** The date a 'date' or 'moved' mail is about: its title, old start and (moved) new start. */
  event?: { title: string; start: Date | null; newStart?: Date | null };
  /** The tokenised refund link of a 'moved' mail (a path). */
  refundPath?: string;
  /** The order page's secret link (a path), worked out before the transaction that queues the mail. */
  orderPath?: string;
};

async function texts(locale: Locale) {
  const messages = (await import(`../../../messages/${locale}.json`)).default;
  return {
    t: createTranslator({ locale, messages, namespace: 'Refunds' }),
    museum: createTranslator({ locale, messages, namespace: 'Common' })('siteName'),
  };
}

/** The buyer's mail about a cancellation, in the buyer's language. */
export async function cancelMail(input: CancelMailInput): Promise<Mail> {
  const locale: Locale = isLocale(input.order.locale) ? input.order.locale : 'de';
  const { t, museum } = await texts(locale);
  const when = new Intl.DateTimeFormat(localeIso[locale], { dateStyle: 'full', timeStyle: 'short', timeZone });
  const date = (d: Date | null | undefined) => (d ? when.format(d) : '');
  const site = env().SITE_URL.replace(/\/$/, '');
  const values = {
    code: input.order.code,
    event: input.event?.title ?? '',
    date: date(input.kind === 'moved' ? input.event?.newStart : input.event?.start),
    old: date(input.event?.start),
  };
  const subject = {
    tickets: t('mailCancelledSubject', values),
    order: t('mailOrderCancelledSubject', values),
    date: t('mailDateCancelledSubject', values),
    moved: t('mailDateMovedSubject', values),
  }[input.kind];
  const lines = [t('mailGreeting', { name: input.order.buyerName }), ''];
  if (input.kind === 'moved') {
    lines.push(t('mailMovedIntro', values), '', t('mailMovedKeep'));
    if (input.refundPath) lines.push('', t('mailMovedRefund', { url: `${site}${input.refundPath}` }));
  } else {
    lines.push(
      {
        tickets: t('mailCancelledIntro', values),
        order: t('mailOrderCancelledIntro', values),
        date: t('mailDateCancelledIntro', values),
      }[input.kind],
    );
    for (const ticket of input.tickets) lines.push(`– ${ticket}`);
    lines.push('');
    if (input.reason) lines.push(t('mailReason', { reason: input.reason }));
    const given = input.refunds.filter((r) => r.status !== 'failed');
    if (!given.length) lines.push(t('mailNothingPaid'));
    for (const refund of given) {
      const amount = formatPrice(refund.amount, locale);
      if (Number(refund.amount) > 0)
        lines.push(
          refund.method === 'voucher'
            ? t('mailRefundVoucher', { amount })
            : refund.method === 'stripe'
              ? t('mailRefundStripe', { amount })
              : t('mailRefundManual', { amount }),
        );
      if (Number(refund.fee) > 0) lines.push(t('mailFee', { amount: formatPrice(refund.fee, locale) }));
    }
  }
  lines.push(
    '',
    t('mailOrderLink', { url: `${site}${input.orderPath ?? (await orderPath(input.order.code, locale))}` }),
  );
  lines.push('', t('mailSignature', { museum }));
  return { to: input.order.email, subject, text: lines.join('\n') };
}

/** Queues the mail in `tx` (the cancellation's own transaction): it goes out after the commit or by the outbox poll. */
export async function queueCancelMail(tx: Db, input: CancelMailInput) {
  return queueFinishedMail(tx, await cancelMail(input), input.order.code);
}
