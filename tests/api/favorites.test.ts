import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { GET, POST } from '@/app/api/favorites/route';
import { createVisitorSession } from '@/features/accounts/server';
import { mergeGuestFavorites } from '@/features/favorites/server';
import { parseFavoritesCookie } from '@/features/favorites';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';
import { setCookies } from '../helpers/shop';

const ORIGIN = 'http://localhost:3000';
let db: Db;
let eventA: number;
let eventB: number;
let offlineEvent: number;
let production: number;
const manyEvents: number[] = [];

async function addEvent(title: string, online = true, daysAhead = 5) {
  const [row] = await db
    .insert(schema.events)
    .values({
      title: { de: title },
      slug: { de: title.toLowerCase() },
      dateStart: new Date(Date.now() + daysAhead * 86400_000),
      isOnline: online,
    })
    .returning({ id: schema.events.id });
  return row.id;
}

async function addVisitor(email: string) {
  const [row] = await db
    .insert(schema.visitorAccounts)
    .values({ email, passwordHash: 'x', emailVerifiedAt: new Date() })
    .returning({ id: schema.visitorAccounts.id });
  const session = await createVisitorSession(row.id);
  return { id: row.id, cookies: { visitor_session: session.id }, csrf: session.csrfToken };
}

const post = (body: unknown, options: { cookies?: Record<string, string>; headers?: Record<string, string> } = {}) =>
  callRoute(POST, {
    url: '/api/favorites/',
    method: 'POST',
    body,
    headers: { origin: ORIGIN, ...options.headers },
    cookies: options.cookies,
  });

const postForm = (
  fields: Record<string, string>,
  options: { cookies?: Record<string, string>; headers?: Record<string, string> } = {},
) =>
  callRoute(POST, {
    url: '/api/favorites/?lang=en',
    method: 'POST',
    rawBody: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...options.headers },
    cookies: options.cookies,
  });

const cookieOf = (res: { headers: Headers }) => setCookies(res).favorites;

async function accountRows(accountId: number) {
  const rows = await db.select().from(schema.visitorFavorites).where(eq(schema.visitorFavorites.accountId, accountId));
  return rows.map((r) => `${r.kind}:${r.itemId}`).sort();
}

beforeAll(async () => {
  ({ db } = await testDatabase());
  eventA = await addEvent('Brotbacken');
  eventB = await addEvent('Schmiede');
  offlineEvent = await addEvent('Entwurf', false);
  const [p] = await db
    .insert(schema.productions)
    .values({ title: { de: 'Sommertheater' }, slug: { de: 'sommertheater' } })
    .returning({ id: schema.productions.id });
  production = p.id;
  for (let i = 0; i < 101; i++) manyEvents.push(await addEvent(`Termin ${i}`));
});

describe('guest favorites (cookie)', () => {
  it('adds and removes with JSON, answering the lists and setting the readable cookie', async () => {
    const added = await post({ kind: 'event', id: eventA, favorite: true });
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({ events: [eventA], productions: [], favorite: true });
    expect(cookieOf(added)).toBe(`e${eventA}`);
    const header = added.headers.getSetCookie().find((c) => c.startsWith('favorites='))!;
    expect(header).toMatch(/SameSite=lax/i);
    expect(header).not.toMatch(/HttpOnly/i);
    expect(header).toMatch(/Max-Age=31536000/);

    const both = await post(
      { kind: 'production', id: production, favorite: true },
      { cookies: { favorites: `e${eventA}` } },
    );
    expect(cookieOf(both)).toBe(`e${eventA}.p${production}`);

    const removed = await post(
      { kind: 'event', id: eventA, favorite: false },
      { cookies: { favorites: `e${eventA}.p${production}` } },
    );
    expect(removed.json).toMatchObject({ events: [], productions: [production], favorite: false });
    expect(cookieOf(removed)).toBe(`p${production}`);

    const read = await callRoute(GET, { url: '/api/favorites/', cookies: { favorites: `p${production}` } });
    expect(read.json).toEqual({ events: [], productions: [production] });
  });

  it('adding twice keeps one entry', async () => {
    const res = await post({ kind: 'event', id: eventA, favorite: true }, { cookies: { favorites: `e${eventA}` } });
    expect(cookieOf(res)).toBe(`e${eventA}`);
  });

  it('ignores the malformed parts of a cookie and never answers 500', async () => {
    const junk = `e${eventA}.x1.e-3.e0.p.e99999999999999.e1e3.e${eventA}.p${production}.<script>`;
    const read = await callRoute(GET, { url: '/api/favorites/', cookies: { favorites: junk } });
    expect(read.status).toBe(200);
    expect(read.json).toEqual({ events: [eventA], productions: [production] });
    const res = await post({ kind: 'event', id: eventB, favorite: true }, { cookies: { favorites: junk } });
    expect(res.status).toBe(200);
    expect(cookieOf(res)).toBe(`e${eventA}.p${production}.e${eventB}`);
  });

  it('reads the cookie defensively', () => {
    expect(parseFavoritesCookie('e1.%%%.p2')).toEqual([
      { kind: 'event', id: 1 },
      { kind: 'production', id: 2 },
    ]);
    expect(parseFavoritesCookie('e12%2Ep5')).toEqual([
      { kind: 'event', id: 12 },
      { kind: 'production', id: 5 },
    ]);
    expect(parseFavoritesCookie('e01.e2147483648.e2147483647. p3 ..')).toEqual([
      { kind: 'event', id: 2147483647 },
      { kind: 'production', id: 3 },
    ]);
    expect(parseFavoritesCookie(`${'e1.'.repeat(5000)}p9`)).toEqual([{ kind: 'event', id: 1 }]);
    expect(parseFavoritesCookie(undefined)).toEqual([]);
  });

  it('drops entries whose event is gone or offline when it rewrites the cookie', async () => {
    const res = await post(
      { kind: 'event', id: eventB, favorite: true },
      { cookies: { favorites: `e${offlineEvent}.e999999.e${eventA}` } },
    );
    expect(cookieOf(res)).toBe(`e${eventA}.e${eventB}`);
  });

  it('keeps at most 100 favorites: the 101st is refused with 422, nothing changes', async () => {
    const full = manyEvents
      .slice(0, 100)
      .map((id) => `e${id}`)
      .join('.');
    const res = await post({ kind: 'event', id: manyEvents[100], favorite: true }, { cookies: { favorites: full } });
    expect(res.status).toBe(422);
    expect(res.json.code).toBe('too_many');
    expect(cookieOf(res)).toBeUndefined();
    // Removing still works, and a longer cookie is read only up to 100 entries.
    const longer = `${full}.e${manyEvents[100]}`;
    const read = await callRoute(GET, { url: '/api/favorites/', cookies: { favorites: longer } });
    expect((read.json.events as number[]).length).toBe(100);
    const removed = await post({ kind: 'event', id: manyEvents[0], favorite: false }, { cookies: { favorites: full } });
    expect(removed.status).toBe(200);
    expect((removed.json.events as number[]).length).toBe(99);
  });

  it('answers 404 for unknown or offline items and 422/400 for malformed payloads', async () => {
    expect((await post({ kind: 'event', id: 999999, favorite: true })).status).toBe(404);
    expect((await post({ kind: 'event', id: offlineEvent, favorite: true })).status).toBe(404);
    expect((await post({ kind: 'production', id: eventA + 100000, favorite: true })).status).toBe(404);
    expect((await post({ kind: 'event', id: 999999, favorite: false })).status).toBe(404);
    for (const body of [
      { kind: 'venue', id: eventA, favorite: true },
      { kind: 'event', id: -1, favorite: true },
      { kind: 'event', id: 1e12, favorite: true },
      { kind: 'event', id: eventA },
      { kind: 'event', id: eventA, favorite: 'maybe' },
      null,
      [1],
    ]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const notJson = await callRoute(POST, {
      url: '/api/favorites/',
      method: 'POST',
      rawBody: '{nope',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    const huge = await post({ kind: 'event', id: eventA, favorite: true, pad: 'x'.repeat(5000) });
    expect(huge.status).toBe(413);
  });

  it('refuses writes from other sites', async () => {
    expect(
      (await post({ kind: 'event', id: eventA, favorite: true }, { headers: { origin: 'https://evil.example' } }))
        .status,
    ).toBe(403);
    expect(
      (
        await post(
          { kind: 'event', id: eventA, favorite: true },
          { headers: { origin: ORIGIN, 'sec-fetch-site': 'cross-site' } },
        )
      ).status,
    ).toBe(403);
    const anonymousForm = await callRoute(POST, {
      url: '/api/favorites/',
      method: 'POST',
      rawBody: `kind=event&id=${eventA}&favorite=1`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(anonymousForm.status).toBe(403);
  });

  it('as a plain form answers 303 back to the heart it came from, with the cookie', async () => {
    const res = await postForm(
      { kind: 'event', id: String(eventA), favorite: '1' },
      { headers: { referer: `${ORIGIN}/en/program/events?page=2` } },
    );
    expect(res.status).toBe(303);
    const to = new URL(res.headers.get('location')!);
    expect(`${to.pathname}${to.search}${to.hash}`).toBe(`/en/program/events?page=2#fav-e${eventA}`);
    expect(cookieOf(res)).toBe(`e${eventA}`);
    // From the favorites page (remove), back to it; without a usable Referer, to the favorites page.
    const removed = await postForm(
      { kind: 'event', id: String(eventA), favorite: '0' },
      { cookies: { favorites: `e${eventA}` }, headers: { referer: `${ORIGIN}/en/user/favorites` } },
    );
    expect(new URL(removed.headers.get('location')!).pathname).toBe('/en/user/favorites');
    const foreignReferer = await postForm(
      { kind: 'event', id: String(eventA), favorite: '1' },
      { headers: { referer: 'https://evil.example/x' } },
    );
    expect(new URL(foreignReferer.headers.get('location')!).pathname).toBe('/en/user/favorites');
  });

  it('as a plain form sends errors to the favorites page in words it knows', async () => {
    const unknown = await postForm({ kind: 'event', id: '999999', favorite: '1' });
    expect(unknown.status).toBe(303);
    expect(new URL(unknown.headers.get('location')!).search).toBe('?error=not_found');
    const bad = await postForm({ kind: 'event', id: 'abc', favorite: '1' });
    expect(new URL(bad.headers.get('location')!).search).toBe('?error=invalid');
  });
});

describe('visitor favorites (account)', () => {
  it('adds and removes with the CSRF header; the guest cookie is left alone', async () => {
    const v = await addVisitor('fav-a@example.org');
    const added = await post(
      { kind: 'event', id: eventA, favorite: true },
      { cookies: v.cookies, headers: { 'x-csrftoken': v.csrf } },
    );
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({ events: [eventA], productions: [] });
    expect(cookieOf(added)).toBeUndefined();
    await post(
      { kind: 'production', id: production, favorite: true },
      { cookies: v.cookies, headers: { 'x-csrftoken': v.csrf } },
    );
    expect(await accountRows(v.id)).toEqual([`event:${eventA}`, `production:${production}`].sort());
    const read = await callRoute(GET, { url: '/api/favorites/', cookies: { ...v.cookies, favorites: `e${eventB}` } });
    expect(read.json).toEqual({ events: [eventA], productions: [production] });
    const removed = await post(
      { kind: 'event', id: eventA, favorite: false },
      { cookies: v.cookies, headers: { 'x-csrftoken': v.csrf } },
    );
    expect(removed.json).toMatchObject({ events: [], productions: [production] });
    expect(await accountRows(v.id)).toEqual([`production:${production}`]);
  });

  it('refuses a write without or with a wrong CSRF token (403), storing nothing', async () => {
    const v = await addVisitor('fav-b@example.org');
    expect((await post({ kind: 'event', id: eventA, favorite: true }, { cookies: v.cookies })).status).toBe(403);
    expect(
      (
        await post(
          { kind: 'event', id: eventA, favorite: true },
          { cookies: v.cookies, headers: { 'x-csrftoken': 'wrong' } },
        )
      ).status,
    ).toBe(403);
    const wrongForm = await postForm(
      { kind: 'event', id: String(eventA), favorite: '1', csrf_token: 'wrong' },
      { cookies: v.cookies },
    );
    expect(wrongForm.status).toBe(403);
    expect(await accountRows(v.id)).toEqual([]);
  });

  it('takes the form token; a form without it (a cached page) goes to the favorites page to confirm', async () => {
    const v = await addVisitor('fav-c@example.org');
    const ask = await postForm(
      { kind: 'event', id: String(eventB), favorite: '1' },
      { cookies: v.cookies, headers: { referer: `${ORIGIN}/en/program/events` } },
    );
    expect(ask.status).toBe(303);
    const to = new URL(ask.headers.get('location')!);
    expect(`${to.pathname}${to.search}`).toBe(`/en/user/favorites?confirm=e${eventB}&favorite=1`);
    expect(await accountRows(v.id)).toEqual([]);
    const done = await postForm(
      { kind: 'event', id: String(eventB), favorite: '1', csrf_token: v.csrf },
      { cookies: v.cookies, headers: { referer: `${ORIGIN}/en/user/favorites?confirm=e${eventB}&favorite=1` } },
    );
    expect(done.status).toBe(303);
    expect(new URL(done.headers.get('location')!).pathname).toBe('/en/user/favorites');
    expect(await accountRows(v.id)).toEqual([`event:${eventB}`]);
  });

  it('an expired session writes like a guest (the cookie), not into the account', async () => {
    const v = await addVisitor('fav-d@example.org');
    await db
      .update(schema.visitorSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.visitorSessions.accountId, v.id));
    const res = await post({ kind: 'event', id: eventA, favorite: true }, { cookies: v.cookies });
    expect(res.status).toBe(200);
    expect(cookieOf(res)).toBe(`e${eventA}`);
    expect(await accountRows(v.id)).toEqual([]);
  });
});

describe('mergeGuestFavorites', () => {
  it('moves the cookie into that account only, idempotently, skipping junk and offline items', async () => {
    const v = await addVisitor('merge-a@example.org');
    const other = await addVisitor('merge-b@example.org');
    await db.insert(schema.visitorFavorites).values({ accountId: v.id, kind: 'event', itemId: eventA });
    const cookie = `e${eventA}.e${eventB}.p${production}.e${offlineEvent}.e999999.zz`;
    await mergeGuestFavorites(v.id, cookie);
    await mergeGuestFavorites(v.id, cookie);
    expect(await accountRows(v.id)).toEqual([`event:${eventA}`, `event:${eventB}`, `production:${production}`].sort());
    expect(await accountRows(other.id)).toEqual([]);
    await mergeGuestFavorites(v.id, undefined);
    await mergeGuestFavorites(v.id, '');
    expect(await accountRows(v.id)).toHaveLength(3);
    const [row] = await db
      .select()
      .from(schema.visitorFavorites)
      .where(and(eq(schema.visitorFavorites.accountId, v.id), eq(schema.visitorFavorites.itemId, eventB)));
    expect(row.kind).toBe('event');
  });
});
