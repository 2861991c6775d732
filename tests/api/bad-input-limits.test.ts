import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';
import { schema, type Db } from '@/lib/db';
import { resetEnv } from '@/lib/env';
import { resetRateLimits } from '@/lib/rate-limit';
import { decodeParam } from '@/lib/params';
import { GET as autocomplete } from '@/app/api/search/autocomplete/route';
import { GET as searchEvents } from '@/app/api/search/events/route';
import { GET as events } from '@/app/[locale]/api/events/route';
import { GET as calendar } from '@/app/[locale]/api/events/[id]/calendar.ics/route';
import { GET as shopOffer } from '@/app/api/shop-offers/[idJet]/route';
import { POST as addToCart } from '@/app/api/shop-cart/route';
import { POST as logNotFound } from '@/app/api/dashboard-error-log/route';
import proxy from '@/proxy';

let db: Db;
const client = (address: string) => ({ 'x-forwarded-for': `${address}, 10.0.0.1` });

beforeAll(async () => {
  process.env.TRUSTED_PROXIES = '10.0.0.1';
  process.env.NOT_FOUND_LOG_MAX_URLS = '12';
  process.env.SEARCH_MAX_CONCURRENT = '3';
  process.env.SEARCH_MAX_CONCURRENT_PER_CLIENT = '2';
  resetEnv();
  ({ db } = await testDatabase());
}, 180_000);

beforeEach(() => resetRateLimits());

describe('out-of-range and malformed ids answer 400/404, never 500', () => {
  it('ids of 2^31 and beyond in paths, queries and the cart body', async () => {
    for (const id of ['2147483648', '99999999999999999999', '-1', '1.5', '%ZZ', '']) {
      const offer = await callRoute(shopOffer, { url: `/api/shop-offers/${id}/`, params: { idJet: id } });
      expect(offer.status, `shop-offers/${id}`).toBe(400);
      const ics = await callRoute(calendar, { url: `/de/api/events/${id}/calendar.ics`, params: { locale: 'de', id } });
      expect(ics.status, `calendar.ics ${id}`).toBe(400);
    }
    expect((await callRoute(events, { url: '/de/api/events/?page=2147483648', params: { locale: 'de' } })).status).toBe(
      400,
    );
    expect((await callRoute(events, { url: '/de/api/events/?page=1e309', params: { locale: 'de' } })).status).toBe(400);
    for (const body of [
      { quantities: [1], event_jet_id: 2147483648, sale_type_ids: [1] },
      { quantities: [1], event_jet_id: 1, sale_type_ids: [2147483648] },
      { quantities: [1], event_jet_id: 1, sale_type_ids: [1], block_id: 9999999999 },
      { quantities: [1e308], event_jet_id: 1, sale_type_ids: [1] },
    ]) {
      const res = await callRoute(addToCart, {
        url: '/api/shop-cart/',
        method: 'POST',
        body,
        headers: { origin: 'http://localhost:3000' },
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('NUL characters in a query or a JSON body answer 400', async () => {
    const query = await callRoute(events, { url: '/de/api/events/?query=a%00b', params: { locale: 'de' } });
    expect(query.status).toBe(400);
    expect(query.json.detail).toMatch(/NUL/);
    const body = await callRoute(addToCart, {
      url: '/api/shop-cart/',
      method: 'POST',
      rawBody: '{"quantities":[1],"event_jet_id":1,"sale_type_ids":[1],"seat_group":"a\\u0000b"}',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    });
    expect(body.status).toBe(400);
    expect(body.json.detail).toMatch(/NUL/);
  });

  it('a slug that is no valid encoding after Next decoded it once is told apart, not thrown', () => {
    expect(decodeParam('Stra%C3%9Fe')).toBe('Straße');
    expect(decodeParam('%ZZ')).toBeNull();
    expect(decodeParam('%E0%A4%A')).toBeNull();
  });
});

describe('the proxy refuses bad addresses and oversize bodies before any page or handler', () => {
  const run = (url: string, init?: { headers?: Record<string, string>; method?: string }) =>
    proxy(new NextRequest(new URL(url, 'http://localhost:3000'), init));

  it('answers 400 for undecodable paths and NUL bytes, also where the path has a dot', async () => {
    for (const url of [
      '/de/api/events/%ZZ/calendar.ics',
      '/de/api/events/%E0%A4%A/calendar.ics',
      '/de/productions/1.5/%u0041',
      '/de/x%ZZ.png',
      '/de/search?q=%00',
      '/api/search/?query=a%00b',
      '/de/events/%00/1',
    ]) {
      const res = await run(url);
      expect(res.status, url).toBe(400);
    }
  });

  it('rewrites a path that is only decodable once to the fixed not-found page', async () => {
    const res = await run('/de/webshop/%25ZZ');
    expect(new URL(res.headers.get('x-middleware-rewrite')!).pathname).toBe('/de/404');
  });

  it('answers 413 for a declared body beyond 32 MB', async () => {
    const res = await run('/api/media/', { method: 'POST', headers: { 'content-length': String(40 * 1024 * 1024) } });
    expect(res.status).toBe(413);
  });
});

describe('404 log: deduplicated, capped and limited per client', () => {
  const report = (url: string, address = '203.0.113.1') =>
    callRoute(logNotFound, {
      url: '/api/dashboard-error-log/',
      method: 'POST',
      body: { url },
      headers: client(address),
    });

  it('counts /x?1 and /x?2 as one URL, keeps counting listed URLs beyond the cap and drops new ones', async () => {
    await db.delete(schema.errorLog);
    for (let i = 0; i < 5; i++) expect((await report(`/de/fehlt?i=${i}#top`)).status).toBe(201);
    const [row] = await db.select().from(schema.errorLog).where(eq(schema.errorLog.url, '/de/fehlt'));
    expect(row.hits).toBe(5);
    for (let i = 0; i < 20; i++) await report(`/de/crawl-${i}`);
    expect(await db.$count(schema.errorLog)).toBe(12);
    const dropped = await report('/de/one-more');
    expect(dropped.status).toBe(202);
    expect(dropped.json).toEqual({ logged: false });
    expect((await report('/de/fehlt')).status).toBe(201);
    const [again] = await db.select().from(schema.errorLog).where(eq(schema.errorLog.url, '/de/fehlt'));
    expect(again.hits).toBe(6);
  });

  it('answers 429 with Retry-After after 60 reports a minute from one client', async () => {
    for (let i = 0; i < 60; i++) await report('/de/fehlt', '203.0.113.2');
    const limited = await report('/de/fehlt', '203.0.113.2');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await report('/de/fehlt', '203.0.113.3')).status).toBe(201);
  });
});

describe('search limits', () => {
  it('autocomplete: 120 requests a minute per client, then 429 with Retry-After', async () => {
    const ask = (address: string) =>
      callRoute(autocomplete, { url: '/api/search/autocomplete/?query=mu&lang=de', headers: client(address) });
    for (let i = 0; i < 120; i++) expect((await ask('198.51.100.7')).status).toBe(200);
    const limited = await ask('198.51.100.7');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await ask('198.51.100.8')).status).toBe(200);
  });

  it('search: a client beyond its concurrent searches, or anyone beyond the process cap, gets 429 Retry-After: 1', async () => {
    const search = (address: string) =>
      callRoute(searchEvents, { url: '/api/search/events/?query=museum&lang=de', headers: client(address) });
    const burst = await Promise.all(Array.from({ length: 6 }, () => search('198.51.100.9')));
    const statuses = burst.map((r) => r.status).sort();
    // At most two run at once for one client; the rest are refused at once instead of queueing.
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(2);
    const refused = burst.find((r) => r.status === 429)!;
    expect(refused.headers.get('retry-after')).toBe('1');
    // Slots are given back: the same client searches again afterwards.
    expect((await search('198.51.100.9')).status).toBe(200);
    // Three clients with two searches each: the process cap of three holds.
    const crowd = await Promise.all(
      ['a', 'b', 'c'].flatMap((c) => [search(`192.0.2.${c.charCodeAt(0)}`), search(`192.0.2.${c.charCodeAt(0)}`)]),
    );
    expect(crowd.filter((r) => r.status === 200).length).toBeLessThanOrEqual(3);
    expect(crowd.some((r) => r.status === 429)).toBe(true);
  });
});
