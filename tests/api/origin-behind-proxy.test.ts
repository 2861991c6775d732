import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';
import { resetEnv } from '@/lib/env';
import { createUser } from '@/features/auth/server';
import { POST as staffLogin } from '@/app/api/auth/login/route';
import { POST as logError } from '@/app/api/dashboard-error-log/route';
import { POST as postEntry } from '@/app/[locale]/api/forms-entries/route';
import { POST as postFavorite } from '@/app/api/favorites/route';
import { POST as addToCart } from '@/app/api/shop-cart/route';
import { POST as accountLogin } from '@/app/api/account/login/route';
import { clientAddress } from '@/lib/client-address';

/**
 * Behind a reverse proxy the server is reached as http://localhost:3000 (the URL every route sees
 * here), while browsers post from the public origin. Every write with an origin check accepts the
 * public origin (SITE_URL) and the host the proxy forwarded, and still refuses other sites with
 * its own error.
 */
const PUBLIC = 'https://museum.example';
const saved = { site: process.env.SITE_URL, trusted: process.env.TRUSTED_PROXIES };

beforeAll(async () => {
  process.env.SITE_URL = PUBLIC;
  process.env.TRUSTED_PROXIES = '10.0.0.1';
  resetEnv();
  const { db } = await testDatabase();
  await createUser(db, { email: 'proxy@example.org', username: 'proxy-staff', password: 'correct horse battery' });
}, 180_000);
afterAll(() => {
  process.env.SITE_URL = saved.site;
  process.env.TRUSTED_PROXIES = saved.trusted;
  if (saved.site === undefined) delete process.env.SITE_URL;
  if (saved.trusted === undefined) delete process.env.TRUSTED_PROXIES;
  resetEnv();
});

const login = (headers: Record<string, string>) =>
  callRoute(staffLogin, {
    url: '/api/auth/login/',
    method: 'POST',
    body: { username: 'proxy-staff', password: 'correct horse battery' },
    headers,
  });

describe('the one origin check (lib/api/origin.ts) behind a reverse proxy', () => {
  it('staff login: the public origin and the forwarded host are ours, other sites are not', async () => {
    expect((await login({ origin: PUBLIC })).status).toBe(200);
    expect((await login({ origin: 'http://museum.internal:8080', host: 'museum.internal:8080' })).status).toBe(200);
    expect(
      (
        await login({
          origin: 'https://www.museum.example',
          'x-forwarded-host': 'www.museum.example',
          'x-forwarded-proto': 'https',
        })
      ).status,
    ).toBe(200);
    expect((await login({})).status).toBe(200);
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: PUBLIC, 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const refused = await login(headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.json.detail).toBe('Cross-origin logins are not accepted.');
    }
  });

  it('the 404 reporter and form entries accept the public origin and keep their own refusals', async () => {
    const report = (origin: string) =>
      callRoute(logError, {
        url: '/api/dashboard-error-log/',
        method: 'POST',
        body: { url: '/de/gibts-nicht' },
        headers: { origin },
      });
    expect((await report(PUBLIC)).status).toBe(201);
    expect((await report('https://evil.example')).json.detail).toBe('Cross-origin reports are not accepted.');

    const entry = (origin: string) =>
      callRoute(postEntry, {
        url: '/de/api/forms-entries/',
        method: 'POST',
        params: { locale: 'de' },
        body: { form: 999999, field_values: {} },
        headers: { origin, 'x-forwarded-for': '198.51.100.77' },
      });
    expect((await entry(PUBLIC)).status).not.toBe(403);
    const refused = await entry('https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.json.detail).toBe('Forms are only accepted from this website.');
  });

  it('favorites, the cart and the visitor login accept the public origin and refuse others with their codes', async () => {
    const favorite = (origin: string) =>
      callRoute(postFavorite, {
        url: '/api/favorites/',
        method: 'POST',
        body: { kind: 'event', id: 1, favorite: true },
        headers: { origin },
      });
    expect((await favorite(PUBLIC)).status).not.toBe(403);
    expect((await favorite('https://evil.example')).status).toBe(403);

    const cart = (origin: string) =>
      callRoute(addToCart, {
        url: '/api/shop-cart/',
        method: 'POST',
        body: { quantities: [1], event_jet_id: 1, sale_type_ids: [1] },
        headers: { origin },
      });
    expect((await cart(PUBLIC)).status).not.toBe(403);
    const foreignCart = await cart('https://evil.example');
    expect(foreignCart.status).toBe(403);
    expect(foreignCart.json.code).toBe(-403);

    const visitor = (origin: string) =>
      callRoute(accountLogin, {
        url: '/api/account/login/',
        method: 'POST',
        body: { email: 'nobody@example.org', password: 'wrong-password' },
        headers: { origin, 'x-forwarded-for': '198.51.100.78, 10.0.0.1' },
      });
    expect((await visitor(PUBLIC)).status).toBe(401);
    const foreignVisitor = await visitor('https://evil.example');
    expect(foreignVisitor.status).toBe(403);
    expect(foreignVisitor.json.code).toBe('foreign_origin');
  });
});

describe('clientAddress: the rightmost address no trusted proxy wrote', () => {
  const from = (xff: string) =>
    clientAddress(new Request('http://localhost:3000/', { headers: { 'x-forwarded-for': xff } }));

  it('skips the trusted proxies and never reads what the client wrote left of them', () => {
    expect(from('198.51.100.9, 10.0.0.1')).toBe('198.51.100.9');
    expect(from('1.1.1.1, 198.51.100.9, 10.0.0.1')).toBe('198.51.100.9');
    // A direct client: server/main.ts wrote its socket address last.
    expect(from('203.0.113.5')).toBe('203.0.113.5');
    expect(from('::ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  it('has no address for loopback, garbage or nothing', () => {
    expect(from('127.0.0.1')).toBeNull();
    expect(from('203.0.113.5, ::1')).toBeNull();
    expect(from('not-an-ip, 10.0.0.1')).toBeNull();
    expect(from('')).toBeNull();
  });
});
