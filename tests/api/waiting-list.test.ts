import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { resetRateLimits } from '@/lib/rate-limit';
import { resetTicketingHooks, setTicketingHooks } from '@/lib/ticketing-hooks';
import { createOffer } from '@/features/ticket-offers/server';
import { createSession, createUser } from '@/features/auth/server';
import { offerWaitingPlaces } from '@/features/waiting-list/server';
import { POST as joinRoute } from '@/app/api/shop-waitinglist/route';
import { GET as offerLink } from '@/app/api/shop-waitinglist/offer/[token]/route';
import { POST as leaveRoute } from '@/app/api/shop-waitinglist/leave/route';
import { GET as listRoute } from '@/app/api/waiting-list/route';
import { POST as moveRoute } from '@/app/api/waiting-list/[id]/move/route';
import { DELETE as removeRoute } from '@/app/api/waiting-list/[id]/route';
import { POST as clearRoute } from '@/app/api/waiting-list/clear/route';
import { POST as orderAction } from '@/app/api/orders/[id]/[action]/route';
import { GET as cartRoute, POST as addRoute } from '@/app/api/shop-cart/route';
import { POST as checkoutRoute } from '@/app/api/shop-checkout/route';
import { callRoute } from '../helpers/route';
import { outboxMessages } from '../helpers/outbox';
import { addTickets, buy, formBody, ORIGIN, setCookies } from '../helpers/shop';
import { cartLines, demoOfferInput, seedSeatedOffer } from '../helpers/ticketing';

let db: Db;
type Auth = { cookies: Record<string, string>; headers: Record<string, string> };
let boxOffice: Auth;
let door: Auth;
let admin: Auth;

/** A date with one general-admission seat group ('101', three prices) of `seats` places. */
async function date(idJet: number, seats: number) {
  const input = demoOfferInput(idJet, { seats });
  await createOffer(db, { ...input, seat_groups: input.seat_groups.slice(0, 1) });
}

async function staff(role: 'box_office' | 'door' | 'admin'): Promise<Auth> {
  const name = `wl-${role}-${process.pid}`.replace('_', '-');
  const user = await createUser(db, {
    email: `${name}@example.org`,
    username: name,
    password: 'a-long-password',
    role,
  });
  const session = await createSession(user.id);
  return { cookies: { sessionid: session.id }, headers: { 'x-csrftoken': session.csrfToken } };
}

const join = (body: Record<string, unknown>) =>
  callRoute(joinRoute, { url: '/api/shop-waitinglist/', method: 'POST', body, headers: { origin: ORIGIN } });

const entryOf = async (email: string, idJet: number) => {
  const [row] = await db
    .select({ entry: schema.waitingList })
    .from(schema.waitingList)
    .innerJoin(schema.ticketOffers, eq(schema.ticketOffers.id, schema.waitingList.offerId))
    .where(and(eq(schema.ticketOffers.idJet, idJet), eq(schema.waitingList.email, email)));
  return row.entry;
};

/** The mails of one entry, oldest first (tagged waiting-list-<id>). */
const mailsOf = (id: number) => outboxMessages(`waiting-list-${id}.eml`);

/** The personal link of an offer mail, as a path. */
function offerPath(text: string) {
  const link = text.match(/https?:\/\/\S+\/api\/shop-waitinglist\/offer\/([A-Za-z0-9_-]+)\//);
  expect(link, text).not.toBeNull();
  return { path: new URL(link![0]).pathname, token: link![1] };
}

const follow = (path: string, token: string) => callRoute(offerLink, { url: path, params: { token } });

const at = (minutes: number) => setTicketingHooks({ now: () => new Date(Date.now() + minutes * 60_000) });

beforeAll(async () => {
  const { testDatabase } = await import('../helpers/db');
  ({ db } = await testDatabase());
  for (const [idJet, seats] of [
    [801, 2],
    [802, 2],
    [803, 1],
    [804, 1],
    [805, 5],
  ])
    await date(idJet, seats);
  await seedSeatedOffer(db, 806, { rows: 2, perRow: 3 });
  [boxOffice, door, admin] = [await staff('box_office'), await staff('door'), await staff('admin')];
});

afterEach(async () => {
  resetTicketingHooks();
  await resetRateLimits();
});

describe('POST /api/shop-waitinglist/', () => {
  it('refuses with 409 and a clear sentence in the visitor’s language while the date still has places', async () => {
    const de = await join({ event_jet_id: 805, email: 'eva@example.org', quantity: 2, locale: 'de' });
    expect(de.status).toBe(409);
    expect(de.json.detail).toBe('Es gibt noch Plätze – bitte direkt buchen.');
    const cs = await join({
      event_jet_id: 805,
      seat_group: '101',
      email: 'eva@example.org',
      quantity: 2,
      locale: 'cs',
    });
    expect(cs.status).toBe(409);
    expect(cs.json.detail).toMatch(/volná místa/);
    expect((await join({ event_jet_id: 9999, email: 'eva@example.org', quantity: 1 })).status).toBe(404);
    expect((await join({ event_jet_id: 805, email: 'not-an-address', quantity: 1 })).status).toBe(400);
    const foreign = await callRoute(joinRoute, {
      url: '/api/shop-waitinglist/',
      method: 'POST',
      body: { event_jet_id: 805, email: 'eva@example.org', quantity: 1 },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });

  it('puts visitors of a sold-out date in line, and the same address changes its entry instead of taking a second place', async () => {
    await buy(801, 2);
    const anna = await join({ event_jet_id: 801, email: 'Anna@example.org', quantity: 2, locale: 'de' });
    expect(anna.status).toBe(201);
    expect(anna.json).toMatchObject({ position: 1, quantity: 2, status: 'waiting', updated: false });
    const ben = await join({ event_jet_id: 801, email: 'ben@example.org', quantity: 1, locale: 'en' });
    expect(ben.json).toMatchObject({ position: 2, updated: false });
    expect(ben.json.message).toMatch(/place 2/);
    const again = await join({ event_jet_id: 801, email: 'anna@example.org', quantity: 1, locale: 'de' });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ id: anna.json.id, position: 1, quantity: 1, updated: true });
    const rows = await db.select().from(schema.waitingList).where(eq(schema.waitingList.email, 'anna@example.org'));
    expect(rows).toHaveLength(1);
    // The confirmation, with the link to leave the list.
    const [confirmation] = await mailsOf(Number(anna.json.id));
    expect(confirmation.subject).toMatch(/Warteliste/);
    expect(confirmation.text).toMatch(/\/de\/webshop\/waiting-list\?leave=\d+&signature=/);
  });

  it('answers a form post without JavaScript with the status page', async () => {
    const res = await callRoute(joinRoute, {
      url: '/api/shop-waitinglist/',
      method: 'POST',
      ...formBody({ event_jet_id: '801', email: 'carl@example.org', quantity: '1', locale: 'en' }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/\/en\/webshop\/waiting-list\?state=joined&position=3/);
    const refused = await callRoute(joinRoute, {
      url: '/api/shop-waitinglist/',
      method: 'POST',
      ...formBody({ event_jet_id: '805', email: 'carl@example.org', quantity: '1', locale: 'en' }),
    });
    expect(refused.headers.get('location')).toMatch(/state=error&error=waiting_list_places_left&event=805/);
  });

  it('limits entries per address in the database: the 11th within an hour is 429', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push((await join({ event_jet_id: 801, email: 'spam@example.org', quantity: 1 })).status);
    expect(answers.slice(0, 10).every((s) => s === 200 || s === 201)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it('lets a visitor leave the list from the confirmation mail', async () => {
    const carl = await entryOf('carl@example.org', 801);
    const [mail] = await mailsOf(carl.id);
    const url = new URL(mail.text.match(/https?:\/\/\S+leave=\S+/)![0]);
    const wrong = await callRoute(leaveRoute, {
      url: '/api/shop-waitinglist/leave/',
      method: 'POST',
      ...formBody({ entry: String(carl.id), signature: 'x'.repeat(32), lang: 'en' }),
    });
    expect(wrong.headers.get('location')).toMatch(/state=unknown/);
    const left = await callRoute(leaveRoute, {
      url: '/api/shop-waitinglist/leave/',
      method: 'POST',
      ...formBody({ entry: url.searchParams.get('leave')!, signature: url.searchParams.get('signature')!, lang: 'en' }),
    });
    expect(left.headers.get('location')).toMatch(/state=left/);
    expect((await entryOf('carl@example.org', 801)).status).toBe('removed');
  });
});

describe('GET /api/waiting-list/ (staff)', () => {
  it('is for the box office only, paged like the other lists', async () => {
    expect((await callRoute(listRoute, { url: '/api/waiting-list/' })).status).toBe(401);
    expect((await callRoute(listRoute, { url: '/api/waiting-list/', ...door })).status).toBe(403);
    const all = await callRoute(listRoute, { url: '/api/waiting-list/?event_jet_id=801&status=waiting', ...boxOffice });
    expect(all.status).toBe(200);
    expect(all.json.count).toBe(3);
    expect((all.json.results as { email: string }[]).map((e) => e.email)).toEqual([
      'anna@example.org',
      'ben@example.org',
      'spam@example.org',
    ]);
    const page = await callRoute(listRoute, {
      url: '/api/waiting-list/?event_jet_id=801&page=2&page_size=1',
      ...boxOffice,
    });
    expect(page.json).toMatchObject({ count: 4 });
    expect(page.json.results).toHaveLength(1);
    expect(page.json.next).toMatch(/page=3/);
  });
});

describe('offers', () => {
  it('offers places of a hold that expired to the first in line: a mail in their language, a link to the cart holding them, nobody else can buy them', async () => {
    const { cart: holder } = await addTickets(802, 2);
    const clara = await join({ event_jet_id: 802, email: 'clara@example.org', quantity: 2, locale: 'en' });
    expect(clara.status).toBe(201);
    expect(await offerWaitingPlaces()).toEqual([]);
    at(16); // the 15-minute hold has run out
    expect(await offerWaitingPlaces()).toEqual([clara.json.id]);
    const entry = await entryOf('clara@example.org', 802);
    expect(entry.status).toBe('offered');
    expect(entry.offerExpiresAt!.getTime() - entry.offeredAt!.getTime()).toBe(24 * 3600_000);
    const mails = await mailsOf(entry.id);
    const offer = mails.at(-1)!;
    expect(offer.subject).toBe('Places held for you: Baking day');
    const { path, token } = offerPath(offer.text);

    // Nobody else gets those places meanwhile, nor can a new visitor join as if there were places.
    const other = await addTickets(802, 1);
    expect(other.res.status).toBe(409);
    expect((await join({ event_jet_id: 802, email: 'dora@example.org', quantity: 1 })).status).toBe(201);

    const opened = await follow(path, token);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/\/en\/webshop\/cart$/);
    const cookies = setCookies(opened);
    expect(cookies.museum_cart).toBeTruthy();
    expect(cookies.museum_cart).not.toBe(holder);
    expect(cookies.cart_count).toBe('2');
    const cart = await callRoute(cartRoute, {
      url: '/api/shop-cart/?lang=en',
      cookies: { museum_cart: cookies.museum_cart },
    });
    expect(cart.json.tickets_quantity).toBe(2);

    // Ordering from that cart uses the offer.
    const ordered = await callRoute(checkoutRoute, {
      url: '/api/shop-checkout/',
      method: 'POST',
      body: { name: 'Clara Weiß', email: 'clara@example.org', gtc: true, locale: 'en' },
      headers: { origin: ORIGIN },
      cookies: { museum_cart: cookies.museum_cart },
    });
    expect(ordered.status).toBe(201);
    await offerWaitingPlaces();
    expect((await entryOf('clara@example.org', 802)).status).toBe('used');
    const ended = await follow(path, token);
    expect(ended.headers.get('location')).toMatch(/\/en\/webshop\/waiting-list\?state=ended/);
  });

  it('offers the places of a cancelled order, in line order, to as many as fit', async () => {
    const [order] = await db
      .select()
      .from(schema.ticketOrders)
      .where(eq(schema.ticketOrders.email, 'marta@example.org'));
    const cancelled = await callRoute(orderAction, {
      url: `/api/orders/${order.id}/cancel/`,
      method: 'POST',
      params: { id: String(order.id), action: 'cancel' },
      ...admin,
    });
    expect(cancelled.status).toBe(200);
    const anna = await entryOf('anna@example.org', 801);
    const ben = await entryOf('ben@example.org', 801);
    expect(new Set(await offerWaitingPlaces())).toEqual(new Set([anna.id, ben.id]));
    expect((await mailsOf(anna.id)).at(-1)!.subject).toBe('Plätze für Sie reserviert: Backtag im Dorf');
    expect((await entryOf('spam@example.org', 801)).status).toBe('waiting');
  });

  it('follows the order staff set, and an unused offer expires and moves on to the next', async () => {
    const { cart } = await addTickets(803, 1);
    expect(cart).toBeTruthy();
    const first = await join({ event_jet_id: 803, email: 'first@example.org', quantity: 1, locale: 'de' });
    const second = await join({ event_jet_id: 803, email: 'second@example.org', quantity: 1, locale: 'cs' });
    const unauthorised = await callRoute(moveRoute, {
      url: `/api/waiting-list/${second.json.id}/move/`,
      method: 'POST',
      params: { id: String(second.json.id) },
      body: { position: 1 },
      ...door,
    });
    expect(unauthorised.status).toBe(403);
    const moved = await callRoute(moveRoute, {
      url: `/api/waiting-list/${second.json.id}/move/`,
      method: 'POST',
      params: { id: String(second.json.id) },
      body: { direction: 'up' },
      ...boxOffice,
    });
    expect(moved.json).toMatchObject({ position: 1 });
    at(16);
    expect(await offerWaitingPlaces()).toEqual([second.json.id]);
    const offer = (await mailsOf(Number(second.json.id))).at(-1)!;
    expect(offer.subject).toMatch(/Místa rezervovaná pro vás/);
    const { path, token } = offerPath(offer.text);
    expect((await entryOf('first@example.org', 803)).status).toBe('waiting');

    // The offer's 24 hours have passed unused (other dates' offers and orders of earlier tests end too).
    at(16 + 24 * 60 + 1);
    const offered = await offerWaitingPlaces();
    expect(offered).toContain(first.json.id);
    expect(offered).not.toContain(second.json.id);
    expect((await entryOf('second@example.org', 803)).status).toBe('expired');
    expect((await follow(path, token)).headers.get('location')).toMatch(/\/cs\/webshop\/waiting-list\?state=ended/);
    const next = offerPath((await mailsOf(Number(first.json.id))).at(-1)!.text);
    const opened = await follow(next.path, next.token);
    expect(setCookies(opened).cart_count).toBe('1');
  });

  it('lets staff remove an entry (its offer withdrawn, the places back) and clear a date’s list', async () => {
    const first = await entryOf('first@example.org', 803);
    const removed = await callRoute(removeRoute, {
      url: `/api/waiting-list/${first.id}/`,
      method: 'DELETE',
      params: { id: String(first.id) },
      ...boxOffice,
    });
    expect(removed.json).toEqual({ removed: 1 });
    at(16 + 24 * 60 + 2);
    const free = await addTickets(803, 1);
    expect(free.res.status).toBe(200);

    await addTickets(804, 1);
    await join({ event_jet_id: 804, email: 'x@example.org', quantity: 1 });
    await join({ event_jet_id: 804, email: 'y@example.org', quantity: 1 });
    const cleared = await callRoute(clearRoute, {
      url: '/api/waiting-list/clear/',
      method: 'POST',
      body: { event_jet_id: 804 },
      ...boxOffice,
    });
    expect(cleared.json).toEqual({ removed: 2 });
    const left = await callRoute(listRoute, {
      url: '/api/waiting-list/?event_jet_id=804&status=waiting',
      ...boxOffice,
    });
    expect(left.json.count).toBe(0);
  });
  it('on a seated date holds the best connected seats of the seat group the entry waits for', async () => {
    const hold = (group: string, quantity: number) =>
      callRoute(addRoute, {
        url: '/api/shop-cart/',
        method: 'POST',
        body: { quantities: [quantity], event_jet_id: 806, sale_type_ids: [1], seat_group: group },
        headers: { origin: ORIGIN },
      });
    expect((await hold('A', 3)).status).toBe(200);
    expect((await join({ event_jet_id: 806, email: 'ida@example.org', quantity: 2 })).status).toBe(409);
    const ida = await join({ event_jet_id: 806, seat_group: 'A', email: 'ida@example.org', quantity: 2 });
    expect(ida.status).toBe(201);
    at(16);
    expect(await offerWaitingPlaces()).toContain(ida.json.id);
    const offer = offerPath((await mailsOf(Number(ida.json.id))).at(-1)!.text);
    const cart = setCookies(await follow(offer.path, offer.token)).museum_cart;
    const [line] = await cartLines(cart);
    expect(line.quantity).toBe(2);
    // Category A is row 1 (3 seats): two neighbours of it.
    const seats = line.seats.map((seat) => [seat.row, Number(seat.number)] as const);
    expect(seats.map(([row]) => row)).toEqual(['1', '1']);
    expect(Math.abs(seats[1][1] - seats[0][1])).toBe(1);
  });
});
