import 'server-only';
import { db, type Db } from '@/lib/db';
import { queueMail, registerMailKind, sendQueued, sendSoon } from '@/lib/mail-outbox';
import { orderMail } from './mail';
import { getOrder } from './orders';

/**
 * Order mails go through the mail outbox (lib/mail-outbox.ts): queued in the transaction that
 * changes the order, rendered from the order as it is when sent (so the mail a checkout queued shows
 * the order confirmed when confirming followed at once).
 */
export function registerOrderMails() {
  registerMailKind('order', async (payload) => {
    const order = typeof payload.code === 'string' ? await getOrder(payload.code) : null;
    return order ? orderMail(order) : null;
  });
}

/** Queues the order's mail in `tx` (the order's own transaction); returns the row for sendQueued. */
export async function queueOrderMail(tx: Db, code: string) {
  registerOrderMails();
  return queueMail(tx, 'order', code, { code });
}

/** Queues and sends at once (no transaction to share: staff resend, a payment booked). */
export async function mailOrderNow(code: string) {
  const [result] = await sendQueued([await queueOrderMail(db(), code)]);
  return result;
}

export { sendQueued, sendSoon };
