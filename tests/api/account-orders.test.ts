import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { type Db, schema } from '@/lib/db';
import { resetRateLimits } from '@/lib/rate-limit';
import { POST as checkoutRoute } from '@/app/api/shop-checkout/route';
import { POST as voucherRoute } from '@/app/api/shop-vouchers/route';
import { POST as subscriptionRoute } from '@/app/api/shop-subscriptions/route';
import { POST as cancelRoute } from '@/app/api/shop-orders/[code]/cancel/route';
import { GET as pdfRoute } from '@/app/api/shop-orders/[code]/tickets.pdf/route';
import { GET as listRoute } from '@/app/api/account/orders/route';
import { GET as orderRoute } from '@/app/api/account/orders/[code]/route';
import { POST as claimRoute } from '@/app/api/account/orders/claim/route';
import { GET as vouchersRoute } from '@/app/api/account/vouchers/route';
import OrdersPage from '@/app/[locale]/(site)/user/orders/page';
import OrderPage from '@/app/[locale]/(site)/user/orders/[code]/page';
import VouchersPage from '@/app/[locale]/(site)/user/vouchers/page';
import ReservationsPage from '@/app/[locale]/(site)/user/reservations/page';
import { createVisitorSession } from '@/features/accounts/server';
import {
  accountOrder,
  accountSubscriptions,
  accountVouchers,
  claimableGuestOrders,
  listAccountOrders,
  liveReservations,
} from '@/features/account-orders/server';
import { resetTicketingHooks } from '@/lib/ticketing-hooks';
import { getOrder, settleOrder } from '@/features/box-office/server';
import { visitorCart } from '@/features/webshop/server';
import { createOffer } from '@/features/ticket-offers/server';
import { callRoute } from '../helpers/route';
import { testCookies } from '../helpers/cookies';
import { confirmToken, outboxMessages } from '../helpers/outbox';
import { testDatabase } from '../helpers/db';
import { demoOfferInput, seedTestOffer } from '../helpers/ticketing';
import { addTickets, buy, formBody, ORIGIN, setCookies } from '../helpers/shop';

let db: Db;

// Pages run here outside React Server Components, where next-intl refuses setRequestLocale; the rest is real.
vi.mock('next-intl/server', async (original) => ({
  ...(await original<typeof import('next-intl/server')>()),
  setRequestLocale: () => {},
}));

type Login = { id: number; email: string; session: string; csrf: string };

let counter = 0;
/** A visitor account (verified unless told otherwise) with a session, as the login would leave it. */
async function visitor(options: { email?: string; verified?: boolean; first?: string } = {}): Promise<Login> {
  counter += 1;
  const email = options.email ?? `visitor${counter}@example.org`;
  const [row] = await db
    .insert(schema.visitorAccounts)
    .values({
      email,
      passwordHash: 'not-a-real-hash',
      firstName: options.first ?? 'Erika',
      lastName: 'Muster',
      emailVerifiedAt: options.verified === false ? null : new Date(),
    })
    .returning({ id: schema.visitorAccounts.id });
  const session = await createVisitorSession(row.id);
  return { id: row.id, email, session: session.id, csrf: session.csrfToken };
}

const as = (v: Login) => ({ visitor_session: v.session });

/** Tickets of one date into a new cart, then the checkout while logged in (JSON with the CSRF header). */
async function buyAs(
  v: Login,
  idJet: number,
  quantity: number,
  body: Record<string, unknown> = {},
  csrf: string | null = v.csrf,
) {
  const { cart } = await addTickets(idJet, quantity);
  return checkoutAs(v, cart!, body, csrf);
}

function checkoutAs(v: Login, cart: string, body: Record<string, unknown> = {}, csrf: string | null = v.csrf) {
  return callRoute(checkoutRoute, {
    url: '/api/shop-checkout/',
    method: 'POST',
    body: { name: 'Erika Muster', email: 'typed@example.org', gtc: true, locale: 'de', ...body },
    headers: { origin: ORIGIN, ...(csrf ? { 'x-csrftoken': csrf } : {}) },
    cookies: { museum_cart: cart, ...as(v) },
  });
}

const list = (v: Login | null, query = '') =>
  callRoute(listRoute, { url: `/api/account/orders/${query}`, cookies: v ? as(v) : undefined });
const detail = (v: Login | null, code: string) =>
  callRoute(orderRoute, {
    url: `/api/account/orders/${encodeURIComponent(code)}/`,
    params: { code },
    cookies: v ? as(v) : undefined,
  });
const claim = (v: Login | null, csrf: string | null = v?.csrf ?? null) =>
  callRoute(claimRoute, {
    url: '/api/account/orders/claim/',
    method: 'POST',
    body: {},
    headers: { origin: ORIGIN, ...(csrf ? { 'x-csrftoken': csrf } : {}) },
    cookies: v ? as(v) : undefined,
  });

/** Runs a page component as Next would and answers what it threw (redirect, notFound) or rendered. */
async function page(
  component: (props: never) => Promise<unknown>,
  params: Record<string, string>,
  cookies: Record<string, string> = {},
  searchParams: Record<string, string> = {},
) {
  testCookies.clear();
  for (const [k, v] of Object.entries(cookies)) testCookies.set(k, v);
  try {
    return {
      element: await component({
        params: Promise.resolve(params),
        searchParams: Promise.resolve(searchParams),
      } as never),
      digest: null,
    };
  } catch (error) {
    const digest = (error as { digest?: string }).digest;
    if (!digest) throw error;
    return { element: null, digest };
  }
}

beforeAll(async () => {
  ({ db } = await testDatabase());
  await seedTestOffer(db, 1201, { seats: 40 });
  await seedTestOffer(db, 1202, { seats: 40, start: new Date(Date.now() + 14 * 86400_000) });
  await seedTestOffer(db, 1203, { seats: 40 });
});

beforeEach(() => resetRateLimits());
afterEach(() => resetTicketingHooks());

describe('checkout with an account', () => {
  it('files the order under the account, with the account e-mail, confirmed at once: the first mail carries the tickets', async () => {
    const erika = await visitor({ email: 'erika.checkout@example.org' });
    const res = await buyAs(erika, 1201, 2);
    expect(res.status).toBe(201);
    const code = res.json.code as string;
    const [row] = await db.select().from(schema.ticketOrders).where(eq(schema.ticketOrders.code, code));
    expect(row.accountId).toBe(erika.id);
    // The typed e-mail does not count: the order goes to the account's verified address.
    expect(row.email).toBe('erika.checkout@example.org');
    const order = (await getOrder(code))!;
    expect(order.status).toBe('reserved');
    expect(order.confirmed).toBe(true);
    const mails = await outboxMessages(code);
    expect(mails).toHaveLength(1);
    expect(confirmToken(mails[0].text)).toBeNull();
    expect(mails[0].parts.some((part) => part.contentType.startsWith('application/pdf'))).toBe(true);
    expect(mails[0].to).toBe('erika.checkout@example.org');
  });

  it('a free order is paid at once; the form post works the same and fills the name from the account', async () => {
    const free = await createOffer(db, {
      ...demoOfferInput(1204),
      seat_groups: [
        {
          seat_group: '101',
          text: { de: 'Frei' },
          capacity: 10,
          prices: [{ sale_type_id: 2, name: 'Vollpreis', text: { de: 'Frei' }, price: '0.00' }],
        },
      ],
    });
    expect(free).toBeTruthy();
    const anna = await visitor({ first: 'Anna' });
    const { cart } = await addTickets(1204, 1);
    const res = await callRoute(checkoutRoute, {
      url: '/api/shop-checkout/',
      method: 'POST',
      ...formBody({ name: '', email: '', gtc: 'on', locale: 'en', csrf_token: anna.csrf }),
      cookies: { museum_cart: cart!, ...as(anna) },
    });
    expect(res.status).toBe(303);
    const [row] = await db.select().from(schema.ticketOrders).where(eq(schema.ticketOrders.accountId, anna.id));
    expect(row).toMatchObject({ status: 'paid', buyerName: 'Anna Muster', email: anna.email, paymentProvider: 'free' });
    expect(res.headers.get('location')).toContain(`/en/webshop/orders/${row.code}?token=`);
  });

  it('refuses a logged-in checkout without the CSRF token (403) and stores nothing', async () => {
    const v = await visitor();
    const { cart } = await addTickets(1201, 1);
    const before = await db.select().from(schema.ticketOrders);
    const res = await checkoutAs(v, cart!, {}, null);
    expect(res.status).toBe(403);
    const wrong = await checkoutAs(v, cart!, {}, 'x'.repeat(43));
    expect(wrong.status).toBe(403);
    expect(await db.select().from(schema.ticketOrders)).toHaveLength(before.length);
    // The same cart checks out once the token is sent.
    expect((await checkoutAs(v, cart!)).status).toBe(201);
  });

  it('an account whose e-mail is not verified still confirms by the mailed link', async () => {
    const v = await visitor({ verified: false });
    const res = await buyAs(v, 1201, 1);
    expect(res.status).toBe(201);
    const code = res.json.code as string;
    expect((await getOrder(code))!.status).toBe('pending');
    const [mail] = await outboxMessages(code);
    expect(confirmToken(mail.text)).toMatch(/^[2-9A-HJKMNP-Z]{24}$/);
  });

  it('a guest checkout (no visitor session) is unchanged: pending, no account', async () => {
    const { code } = await buy(1201, 1, { email: 'guest-only@example.org' });
    const [row] = await db.select().from(schema.ticketOrders).where(eq(schema.ticketOrders.code, code));
    expect(row.accountId).toBeNull();
    expect(row.status).toBe('pending');
  });
});

describe('the account orders (API and page data)', () => {
  it('lists only the visitor’s own orders, newest first, with status, total, tickets and dates', async () => {
    const a = await visitor();
    const b = await visitor();
    const first = (await buyAs(a, 1201, 2)).json.code as string;
    const second = (await buyAs(a, 1202, 3, { locale: 'en' })).json.code as string;
    const other = (await buyAs(b, 1201, 1)).json.code as string;
    await buy(1201, 1, { email: a.email });

    const res = await list(a);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.json.count).toBe(2);
    const results = res.json.results as Record<string, unknown>[];
    expect(results.map((o) => o.code)).toEqual([second, first]);
    expect(results[0]).toMatchObject({
      status: 'reserved',
      total: '36.00',
      tickets: 3,
      events: [{ title: 'Backtag im Dorf', tickets: 3 }],
    });
    expect(results.map((o) => o.code)).not.toContain(other);

    const paged = await list(a, '?page=2&page_size=1');
    expect(paged.json).toMatchObject({ count: 2, next: null });
    expect((paged.json.results as { code: string }[]).map((o) => o.code)).toEqual([first]);
    for (const bad of ['?page=0', '?page=abc', '?page_size=1000', `?page=${'9'.repeat(400)}`])
      expect((await list(a, bad)).status, bad).toBe(400);

    const data = await listAccountOrders(b.id, 'de');
    expect(data.results.map((o) => o.code)).toEqual([other]);
  });

  it('shows an own order with tickets and token links; another visitor’s code and unknown codes are 404, malformed ones 400', async () => {
    const a = await visitor();
    const b = await visitor();
    const code = (await buyAs(a, 1201, 2)).json.code as string;
    const own = await detail(a, code);
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({
      code,
      status: 'reserved',
      tickets_issued: true,
      cancel_refusal: null,
      order_url: `/de/user/orders/${code}`,
    });
    expect(own.json.tickets).toHaveLength(2);
    // The PDF link the page offers works.
    const pdfUrl = new URL(own.json.pdf_url as string, ORIGIN);
    const pdf = await callRoute(pdfRoute, { url: pdfUrl.pathname + pdfUrl.search, params: { code } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    const theirs = await detail(b, code);
    expect(theirs.status).toBe(404);
    expect(theirs.json.detail).toBe('Order not found');
    expect((await detail(a, 'ZZZZZZZZZZ')).status).toBe(404);
    expect(await accountOrder(b.id, code, 'de')).toBeNull();
    for (const bad of ['x'.repeat(5000), '../etc', 'abc', "1' or 1=1", '%00']) {
      const res = await detail(a, bad);
      expect(res.status, bad).toBe(400);
      expect(await accountOrder(a.id, bad, 'de')).toBeNull();
    }
  });

  it('the order page: own order renders, another visitor’s code is the 404 of an unknown one, no session goes to the login', async () => {
    const a = await visitor();
    const b = await visitor();
    const code = (await buyAs(a, 1201, 1)).json.code as string;
    const own = await page(OrderPage, { locale: 'de', code }, as(a));
    expect(own.digest).toBeNull();
    expect(own.element).toBeTruthy();
    const theirs = await page(OrderPage, { locale: 'de', code }, as(b));
    const unknown = await page(OrderPage, { locale: 'de', code: 'ZZZZZZZZZZ' }, as(b));
    expect(theirs.digest).toMatch(/404/);
    expect(theirs.digest).toBe(unknown.digest);
    expect((await page(OrderPage, { locale: 'de', code: 'x'.repeat(3000) }, as(a))).digest).toMatch(/404/);
    const anonymous = await page(OrderPage, { locale: 'en', code });
    expect(anonymous.digest).toContain(`/en/user/login?next=${encodeURIComponent(`/en/user/orders/${code}`)}`);
    for (const [component, path] of [
      [OrdersPage, 'orders'],
      [VouchersPage, 'vouchers'],
      [ReservationsPage, 'reservations'],
    ] as const) {
      expect((await page(component, { locale: 'de' })).digest).toContain(
        `/de/user/login?next=${encodeURIComponent(`/de/user/${path}`)}`,
      );
      expect((await page(component, { locale: 'de' }, as(a))).digest).toBeNull();
    }
  });

  it('cancelling from the account page goes back there', async () => {
    const a = await visitor();
    const code = (await buyAs(a, 1201, 1)).json.code as string;
    const token = (await detail(a, code)).json.token as string;
    const res = await callRoute(cancelRoute, {
      url: `/api/shop-orders/${code}/cancel/?lang=de`,
      method: 'POST',
      params: { code },
      ...formBody({ token, back: 'account' }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${ORIGIN}/de/user/orders/${code}`);
    expect((await detail(a, code)).json.status).toBe('cancelled');
  });

  it('answers 401 without a session or with an unknown one', async () => {
    expect((await list(null)).status).toBe(401);
    expect((await detail(null, 'ZZZZZZZZZZ')).status).toBe(401);
    expect((await callRoute(vouchersRoute, { url: '/api/account/vouchers/' })).status).toBe(401);
    expect((await claim(null, 'whatever')).status).toBe(401);
    const forged = { visitor_session: 'x'.repeat(43) };
    expect((await callRoute(listRoute, { url: '/api/account/orders/', cookies: forged })).status).toBe(401);
    expect(
      (await callRoute(listRoute, { url: '/api/account/orders/', cookies: { visitor_session: 'x'.repeat(5000) } }))
        .status,
    ).toBe(401);
  });
});

describe('claiming guest orders', () => {
  it('files only guest orders with the same e-mail (any case), only for the verified account, with CSRF', async () => {
    const email = 'claim.me@example.org';
    const guestOne = (await buy(1203, 1, { email })).code;
    const guestTwo = (await buy(1203, 2, { email: 'Claim.Me@Example.org' })).code;
    const stranger = (await buy(1203, 1, { email: 'someone.else@example.org' })).code;
    const unverifiedEmail = 'not.verified@example.org';
    const unverifiedGuest = (await buy(1203, 1, { email: unverifiedEmail })).code;

    const a = await visitor({ email });
    const other = await visitor();
    const alreadyFiled = (await buyAs(other, 1203, 1)).json.code as string;
    const unverified = await visitor({ email: unverifiedEmail, verified: false });

    expect(await claimableGuestOrders(a.id)).toEqual({ email, count: 2 });
    expect(await claimableGuestOrders(unverified.id)).toBeNull();

    // Missing or wrong CSRF token: refused, nothing moves.
    expect((await claim(a, null)).status).toBe(403);
    expect((await claim(a, other.csrf)).status).toBe(403);
    expect(await claimableGuestOrders(a.id)).toEqual({ email, count: 2 });

    const unverifiedClaim = await claim(unverified);
    expect(unverifiedClaim.status).toBe(200);
    expect(unverifiedClaim.json.claimed).toBe(0);

    const done = await claim(a);
    expect(done.status).toBe(200);
    expect(done.json.claimed).toBe(2);
    expect((done.json.codes as string[]).sort()).toEqual([guestOne, guestTwo].sort());
    const rows = await db
      .select()
      .from(schema.ticketOrders)
      .where(inArray(schema.ticketOrders.code, [guestOne, guestTwo, stranger, unverifiedGuest, alreadyFiled]));
    const owner = Object.fromEntries(rows.map((r) => [r.code, r.accountId]));
    expect(owner).toEqual({
      [guestOne]: a.id,
      [guestTwo]: a.id,
      [stranger]: null,
      [unverifiedGuest]: null,
      [alreadyFiled]: other.id,
    });
    expect((await list(a)).json.count).toBe(2);
    expect((await detail(a, guestOne)).status).toBe(200);
    // Nothing left; a second claim moves nothing.
    expect(await claimableGuestOrders(a.id)).toEqual({ email, count: 0 });
    expect((await claim(a)).json.claimed).toBe(0);
  });

  it('a plain form post with csrf_token goes back to the orders page (303); without the token back with claim=failed', async () => {
    const email = 'form.claim@example.org';
    await buy(1203, 1, { email });
    const a = await visitor({ email });
    const post = (fields: Record<string, string>) =>
      callRoute(claimRoute, { url: '/api/account/orders/claim/', method: 'POST', ...formBody(fields), cookies: as(a) });
    const refused = await post({ locale: 'en' });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe(`${ORIGIN}/en/user/orders?claim=failed`);
    const res = await post({ csrf_token: a.csrf, locale: 'en' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${ORIGIN}/en/user/orders?claimed=1`);
    const anonymous = await callRoute(claimRoute, {
      url: '/api/account/orders/claim/',
      method: 'POST',
      ...formBody({ csrf_token: a.csrf }),
      headers: { ...formBody({}).headers, referer: `${ORIGIN}/cs/user/orders` },
    });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('location')).toBe(
      `${ORIGIN}/cs/user/login?next=${encodeURIComponent('/cs/user/orders')}`,
    );
    // Malformed bodies are a 4xx, never a 500.
    const junk = await callRoute(claimRoute, {
      url: '/api/account/orders/claim/',
      method: 'POST',
      rawBody: '{not json',
      headers: { origin: ORIGIN, 'content-type': 'application/json', 'x-csrftoken': a.csrf },
      cookies: as(a),
    });
    expect(junk.status).toBe(400);
    const huge = await callRoute(claimRoute, {
      url: '/api/account/orders/claim/',
      method: 'POST',
      rawBody: JSON.stringify({ pad: 'x'.repeat(20_000) }),
      headers: { origin: ORIGIN, 'content-type': 'application/json', 'x-csrftoken': a.csrf },
      cookies: as(a),
    });
    expect(huge.status).toBe(413);
    const foreign = await callRoute(claimRoute, {
      url: '/api/account/orders/claim/',
      method: 'POST',
      body: {},
      headers: { origin: 'https://evil.example', 'x-csrftoken': a.csrf },
      cookies: as(a),
    });
    expect(foreign.status).toBe(403);
  });
});

describe('vouchers, subscriptions and reservations of the account', () => {
  it('lists bought vouchers with their state; codes and credit once the order is paid; never another visitor’s', async () => {
    const a = await visitor();
    const b = await visitor();
    const added = await callRoute(voucherRoute, {
      url: '/api/shop-vouchers/',
      method: 'POST',
      body: { value: 50, quantity: 2 },
      headers: { origin: ORIGIN },
    });
    expect(added.status).toBe(200);
    const cart = setCookies(added).museum_cart;
    const code = (await checkoutAs(a, cart)).json.code as string;

    const unpaid = await callRoute(vouchersRoute, { url: '/api/account/vouchers/', cookies: as(a) });
    expect(unpaid.status).toBe(200);
    expect(unpaid.json).toMatchObject({ credit: '0.00', count: 2 });
    expect(unpaid.json.results).toEqual([
      expect.objectContaining({ code: null, order_code: code, value: '50.00', state: 'awaiting_payment' }),
      expect.objectContaining({ code: null, state: 'awaiting_payment' }),
    ]);

    await settleOrder(db, code);
    const paid = await accountVouchers(a.id);
    expect(paid.credit).toBe('100.00');
    expect(paid.vouchers.map((v) => v.state)).toEqual(['usable', 'usable']);
    expect(paid.vouchers[0].code).toMatch(/^GUT-/);

    // Spend credit in other orders: what is left counts, a voucher used up leaves the credit.
    expect((await buyAs(a, 1201, 3, { voucher_code: paid.vouchers[0].code })).status).toBe(201);
    let after = await accountVouchers(a.id);
    expect(after.credit).toBe('64.00');
    expect(after.vouchers.find((v) => v.code === paid.vouchers[0].code)).toMatchObject({
      balance: '14.00',
      state: 'usable',
    });
    expect((await buyAs(a, 1201, 2, { voucher_code: paid.vouchers[0].code })).status).toBe(201);
    after = await accountVouchers(a.id);
    expect(after.credit).toBe('50.00');
    expect(after.vouchers.find((v) => v.code === paid.vouchers[0].code)).toMatchObject({
      balance: '0.00',
      state: 'used_up',
    });

    expect(await accountVouchers(b.id)).toEqual({ credit: '0.00', vouchers: [] });
    expect((await callRoute(vouchersRoute, { url: '/api/account/vouchers/', cookies: as(b) })).json).toMatchObject({
      count: 0,
      results: [],
    });
  });

  it('lists subscriptions with their dates and, once confirmed, the ticket numbers', async () => {
    const [series] = await db
      .insert(schema.series)
      .values({
        name: { de: 'Kammermusik', en: 'Chamber music' },
        slug: { de: 'kammermusik' },
        isSubscription: true,
        subscriptionPrice: '60.00',
      })
      .returning({ id: schema.series.id });
    for (const [i, day] of [5, 12].entries()) {
      const start = new Date(Date.now() + day * 86400_000);
      await createOffer(db, demoOfferInput(1300 + i, { seats: 10, start }));
      await db.insert(schema.events).values({
        title: { de: `Konzert ${i + 1}` },
        slug: { de: `konzert-${i + 1}` },
        dateStart: start,
        seriesId: series.id,
        idJet: 1300 + i,
        ticketUrl: `/webshop/event/${1300 + i}`,
      });
    }
    const added = await callRoute(subscriptionRoute, {
      url: '/api/shop-subscriptions/',
      method: 'POST',
      body: { series_id: series.id, quantity: 2 },
      headers: { origin: ORIGIN },
    });
    expect(added.status).toBe(200);
    const a = await visitor();
    const b = await visitor();
    const code = (await checkoutAs(a, setCookies(added).museum_cart)).json.code as string;
    const subs = await accountSubscriptions(a.id, 'en');
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({
      order_code: code,
      title: expect.stringContaining('Chamber music'),
      quantity: 2,
      status: 'reserved',
      tickets_issued: true,
    });
    expect(subs[0].dates).toHaveLength(2);
    expect(subs[0].dates[0].tickets).toHaveLength(2);
    expect(subs[0].dates[0].tickets[0].number).toMatch(/^LND-/);
    expect(await accountSubscriptions(b.id, 'en')).toEqual([]);
  });

  it('reservations are the cart’s live holds', async () => {
    const { cart } = await addTickets(1202, 2);
    const view = await visitorCart(cart, 'de');
    const live = liveReservations(view);
    expect(live.lines).toHaveLength(1);
    expect(live.expires_at).not.toBeNull();
    const expired = liveReservations({
      ...view,
      lines: view.lines.map((l) => ({ ...l, expired: true })),
      expires_at: null,
    });
    expect(expired.lines).toHaveLength(0);
    const a = await visitor();
    expect((await page(ReservationsPage, { locale: 'de' }, { ...as(a), museum_cart: cart! })).element).toBeTruthy();
  });
});
