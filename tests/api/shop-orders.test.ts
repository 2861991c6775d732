import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { PDFDocument } from 'pdf-lib';
import { schema, type Db } from '@/lib/db';
import { POST as confirmRoute } from '@/app/api/shop-orders/[code]/confirm/route';
import { POST as cancelRoute } from '@/app/api/shop-orders/[code]/cancel/route';
import { GET as pdfRoute } from '@/app/api/shop-orders/[code]/tickets.pdf/route';
import { resetTicketingHooks, setTicketingHooks } from '@/lib/ticketing-hooks';
import { getOrder, orderToken, settleOrder } from '@/features/box-office/server';
import { buyerOrder } from '@/features/webshop/server';
import { callRoute } from '../helpers/route';
import { confirmToken, outboxMessages } from '../helpers/outbox';
import { testDatabase } from '../helpers/db';
import { seedTestOffer } from '../helpers/ticketing';
import { addTickets, buy, formBody, ORIGIN, pdfStandardText } from '../helpers/shop';

let db: Db;

const confirm = (code: string, token: unknown) =>
  callRoute(confirmRoute, {
    url: `/api/shop-orders/${code}/confirm/`,
    method: 'POST',
    params: { code },
    body: { token },
  });
const cancel = (code: string, token: unknown) =>
  callRoute(cancelRoute, {
    url: `/api/shop-orders/${code}/cancel/`,
    method: 'POST',
    params: { code },
    body: { token },
    headers: { origin: ORIGIN },
  });
const pdf = (code: string, token?: string) =>
  callRoute(pdfRoute, {
    url: `/api/shop-orders/${code}/tickets.pdf${token === undefined ? '' : `?token=${token}`}`,
    params: { code },
  });

/** A paid voucher of the museum (sold at the box office, no order): credit for a test checkout. */
async function voucher(code: string, value: string) {
  await db.insert(schema.vouchers).values({ code, value, validUntil: new Date(Date.now() + 365 * 24 * 3600_000) });
  return code;
}

beforeAll(async () => {
  ({ db } = await testDatabase());
  await seedTestOffer(db, 801, { seats: 10 });
  await seedTestOffer(db, 802, { seats: 2 });
  await seedTestOffer(db, 803, { seats: 4 });
  await seedTestOffer(db, 804, { seats: 2 });
  await seedTestOffer(db, 805, { seats: 10, start: new Date(Date.now() + 3 * 24 * 3600_000) });
  await seedTestOffer(db, 806, { seats: 10 });
});

afterEach(() => resetTicketingHooks());

describe('confirming an order by the mail link', () => {
  it('refuses a wrong token, confirms with the right one, is idempotent and mails the tickets once', async () => {
    const { code } = await buy(801, 2);
    const [pendingMail] = await outboxMessages(code);
    const token = confirmToken(pendingMail.text)!;
    expect(token).toMatch(/^[2-9A-HJKMNP-Z]{24}$/);
    // The HTML part carries the same link as a button.
    expect(pendingMail.html).toContain(`/confirm?token=${token}`);

    for (const wrong of ['A'.repeat(24), '', 'x'.repeat(65), 42, await orderToken(code, 'view')]) {
      const res = await confirm(code, wrong);
      expect(res.status, String(wrong)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.json.detail).toBe('string');
    }
    expect((await getOrder(code))!.status).toBe('pending');

    const first = await confirm(code, token);
    expect(first.status).toBe(200);
    expect(first.json.status).toBe('reserved');
    const again = await confirm(code, token);
    expect(again.status).toBe(200);
    expect(again.json.status).toBe('reserved');
    expect(await outboxMessages(code)).toHaveLength(2);
  });

  it('a plain form post confirms and goes on to the order page (303)', async () => {
    const { code, token: view } = await buy(801, 1);
    const token = await orderToken(code, 'confirm');
    const res = await callRoute(confirmRoute, {
      url: `/api/shop-orders/${code}/confirm/?lang=de`,
      method: 'POST',
      params: { code },
      ...formBody({ token }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${ORIGIN}/de/webshop/orders/${code}?token=${view}`);
    expect((await getOrder(code))!.status).toBe('reserved');
  });

  it('refuses an order whose deadline has passed (409), and a form goes back to the confirm page', async () => {
    const { code } = await buy(801, 1);
    const order = (await getOrder(code))!;
    setTicketingHooks({ now: () => new Date(Date.parse(order.payment_due_at!) + 1000) });
    const token = await orderToken(code, 'confirm');
    const res = await confirm(code, token);
    expect(res.status).toBe(409);
    expect(res.json.detail).toMatch(/expired/);
    const form = await callRoute(confirmRoute, {
      url: `/api/shop-orders/${code}/confirm/?lang=en`,
      method: 'POST',
      params: { code },
      ...formBody({ token }),
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe(`${ORIGIN}/en/webshop/orders/${code}/confirm?token=${token}`);
  });

  it('answers 400 for a malformed order code, never a lookup', async () => {
    const res = await confirm('not-a-code', 'A'.repeat(24));
    expect(res.status).toBe(400);
  });
});

describe('the order page (buyerOrder)', () => {
  it('shows an order only with the view token; tickets only once confirmed', async () => {
    const { code, token } = await buy(801, 2, { locale: 'en' });
    expect(await buyerOrder(code, undefined, 'en')).toBeNull();
    expect(await buyerOrder(code, 'A'.repeat(24), 'en')).toBeNull();
    expect(await buyerOrder(code, await orderToken(code, 'confirm'), 'en')).toBeNull();
    expect(await buyerOrder('ZZZZZZZZ', token, 'en')).toBeNull();
    expect(await buyerOrder('../etc', token, 'en')).toBeNull();

    const pending = (await buyerOrder(code, token, 'de'))!;
    expect(pending).toMatchObject({ token, ticketsIssued: false, cancelRefusal: null });
    expect(pending.order.status).toBe('pending');
    // The page speaks its own language, whatever the order's.
    expect(pending.order.tickets[0].event_title).toBe('Backtag im Dorf');

    await confirm(code, await orderToken(code, 'confirm'));
    const confirmed = (await buyerOrder(code, token, 'en'))!;
    expect(confirmed.ticketsIssued).toBe(true);
    expect(confirmed.order.status).toBe('reserved');
    expect(confirmed.firstStart).toBe(confirmed.order.tickets[0].date_start);
  });

  it('the confirm page opens with the confirm token only', async () => {
    const { code, token } = await buy(801, 1);
    expect(await buyerOrder(code, token, 'de', 'confirm')).toBeNull();
    const view = (await buyerOrder(code, await orderToken(code, 'confirm'), 'de', 'confirm'))!;
    // Opening it changes nothing; it links on to the order page with the view token.
    expect(view.order.status).toBe('pending');
    expect(view.token).toBe(token);
  });

  it('shows voucher credit used and what is left on the voucher', async () => {
    const code0 = await voucher('GUT-2345-6789-ABCD', '50.00');
    const { code, token } = await buy(806, 2, { voucher_code: code0.toLowerCase() });
    const view = (await buyerOrder(code, token, 'de'))!;
    expect(view.order).toMatchObject({
      total: '24.00',
      voucher_amount: '24.00',
      amount_due: '0.00',
      payment_method: 'free',
    });
    expect(view.order.redemptions).toEqual([{ code: code0, amount: '24.00', balance: '26.00' }]);
  });
});

describe('the buyer cancels', () => {
  it('releases the seats: a second cart can take them', async () => {
    const { code, token } = await buy(802, 2);
    expect((await addTickets(802, 1)).res.json.code).toBe(-213);
    expect((await cancel(code, 'A'.repeat(24))).status).toBe(403);
    const res = await cancel(code, token);
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('cancelled');
    expect((await addTickets(802, 2)).res.status).toBe(200);
    // Cancelled once; again is a 409 with a message.
    const again = await cancel(code, token);
    expect(again.status).toBe(409);
    expect(again.json.detail).toMatch(/cancelled/);
  });

  it('refuses an order paid with money (409), and a form goes back to the order page saying so', async () => {
    const { code, token } = await buy(801, 1);
    await settleOrder(db, code);
    expect((await buyerOrder(code, token, 'de'))!.cancelRefusal).toBe('paid');
    const res = await cancel(code, token);
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('paid');
    const form = await callRoute(cancelRoute, {
      url: `/api/shop-orders/${code}/cancel/?lang=de`,
      method: 'POST',
      params: { code },
      ...formBody({ token }),
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe(`${ORIGIN}/de/webshop/orders/${code}?token=${token}&error=paid`);
    expect((await getOrder(code))!.status).toBe('paid');
  });

  it('cancels an order paid with voucher credit alone and gives the credit back, but not once its first date has begun', async () => {
    const credit = await voucher('GUT-3456-789A-BCDE', '100.00');
    const first = await buy(805, 1, { voucher_code: credit });
    await confirm(first.code, await orderToken(first.code, 'confirm'));
    expect((await getOrder(first.code))!).toMatchObject({ status: 'paid', payment_method: 'free' });
    const form = await callRoute(cancelRoute, {
      url: `/api/shop-orders/${first.code}/cancel/?lang=de`,
      method: 'POST',
      params: { code: first.code },
      ...formBody({ token: first.token }),
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe(`${ORIGIN}/de/webshop/orders/${first.code}?token=${first.token}`);
    expect((await getOrder(first.code))!.status).toBe('cancelled');

    const second = await buy(805, 1, { voucher_code: credit });
    // The first order's 12 € came back: 100 - 12 = 88 left after the second.
    expect((await getOrder(second.code))!.redemptions).toEqual([{ code: credit, amount: '12.00', balance: '88.00' }]);
    await confirm(second.code, await orderToken(second.code, 'confirm'));
    const start = (await getOrder(second.code))!.tickets[0].date_start!;
    setTicketingHooks({ now: () => new Date(Date.parse(start) + 60_000) });
    expect((await buyerOrder(second.code, second.token, 'de'))!.cancelRefusal).toBe('started');
    const res = await cancel(second.code, second.token);
    expect(res.status).toBe(409);
    expect(res.json.detail).toMatch(/first date has begun/);
  });
});

describe('PDF tickets', () => {
  it('404 without the right token, 409 before confirmation, then one page per ticket with the signed code as text', async () => {
    const { code, token } = await buy(803, 3, { locale: 'cs' });
    expect((await pdf(code)).status).toBe(404);
    expect((await pdf(code, 'A'.repeat(24))).status).toBe(404);
    expect((await pdf(code, await orderToken(code, 'confirm'))).status).toBe(404);
    const early = await pdf(code, token);
    expect(early.status).toBe(409);
    expect(early.json.detail).toMatch(/not confirmed/);

    await confirm(code, await orderToken(code, 'confirm'));
    const res = await callRoute(pdfRoute, {
      url: `/api/shop-orders/${code}/tickets.pdf?token=${token}`,
      params: { code },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`lindenau-${code}-tickets.pdf`);
    const raw = await pdfRoute(new NextRequest(`${ORIGIN}/api/shop-orders/${code}/tickets.pdf?token=${token}`), {
      params: Promise.resolve({ code }),
    });
    const bytes = Buffer.from(await raw.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    const order = (await getOrder(code))!;
    expect(doc.getPageCount()).toBe(order.tickets.length);
    expect(doc.getPageCount()).toBe(3);
    const texts = pdfStandardText(bytes);
    for (const ticket of order.tickets) expect(texts).toContain(ticket.code);
    // Czech texts need an embedded font (the standard PDF fonts cannot write them).
    expect(doc.getTitle()).toBe(`Vstupenky objednávky ${code}`);
  });
});

describe('orders that are not confirmed in time', () => {
  it('read as expired after payment_due_at (injected clock) and their seats count as free again', async () => {
    const { code, token } = await buy(804, 2);
    expect((await addTickets(804, 1)).res.json.code).toBe(-213);
    const order = (await getOrder(code))!;
    const due = Date.parse(order.payment_due_at!);
    // 30 minutes by default (the setting), with no job running.
    expect(due - Date.parse(order.created_at)).toBeGreaterThanOrEqual(29 * 60_000);

    setTicketingHooks({ now: () => new Date(due - 1000) });
    expect((await getOrder(code))!.status).toBe('pending');
    expect((await addTickets(804, 1)).res.json.code).toBe(-213);

    setTicketingHooks({ now: () => new Date(due) });
    expect((await getOrder(code))!.status).toBe('expired');
    const view = (await buyerOrder(code, token, 'de'))!;
    expect(view).toMatchObject({ ticketsIssued: false, cancelRefusal: 'expired' });
    expect((await addTickets(804, 2)).res.status).toBe(200);
    expect((await cancel(code, token)).status).toBe(409);
    expect((await pdf(code, token)).status).toBe(409);
    // The stored row still says pending: expiry is decided when read.
    const [row] = await db
      .select({ status: schema.ticketOrders.status })
      .from(schema.ticketOrders)
      .where(eq(schema.ticketOrders.code, code));
    expect(row.status).toBe('pending');
  });
});

describe('order mails', () => {
  it('the confirmed mail has HTML and text, one inline QR image per ticket and the PDF attached, in the buyer language', async () => {
    const { code } = await buy(801, 2, { locale: 'cs' });
    const [pending] = await outboxMessages(code);
    expect(pending.subject).toMatch(/^Potvrďte prosím svou objednávku/);
    expect(pending.parts.filter((p) => p.contentType === 'application/pdf')).toHaveLength(0);
    await confirm(code, confirmToken(pending.text));
    const [, mail] = await outboxMessages(code);
    const order = (await getOrder(code))!;
    expect(mail.to).toBe('marta@example.org');
    expect(mail.subject).toBe(`Vaše vstupenky – objednávka ${code} – Skanzen Lindenau`);
    for (const ticket of order.tickets) {
      expect(mail.text).toContain(ticket.code);
      expect(mail.html).toContain(ticket.code);
    }
    const images = mail.parts.filter((p) => p.contentType === 'image/png');
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image.body.subarray(1, 4).toString()).toBe('PNG');
      expect(mail.html).toContain(`src="cid:${image.cid}"`);
    }
    const [attached] = mail.parts.filter((p) => p.contentType === 'application/pdf');
    expect(attached.filename).toBe(`lindenau-${code}-tickets.pdf`);
    expect((await PDFDocument.load(attached.body)).getPageCount()).toBe(2);
  });
});
