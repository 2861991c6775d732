import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { resetEnv } from '@/lib/env';
import { resetRateLimits } from '@/lib/rate-limit';
import { POST as signUpRoute } from '@/app/api/account/signup/route';
import { POST as loginRoute } from '@/app/api/account/login/route';
import { POST as logoutAllRoute } from '@/app/api/account/logout-all/route';
import { POST as passwordRoute } from '@/app/api/account/password/route';
import { POST as resetRequestRoute } from '@/app/api/account/password-reset/route';
import { POST as resetConfirmRoute } from '@/app/api/account/password-reset/confirm/route';
import { GET as profileGet } from '@/app/api/account/profile/route';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';
import { formBody, setCookies } from '../helpers/shop';
import { lastLinkToken, PASSWORD, post, sessionOf, verifiedVisitor } from '../helpers/accounts';

let db: Db;

beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'account-security-'));
  process.env.TRUSTED_PROXIES = '10.0.0.1';
  resetEnv();
  ({ db } = await testDatabase());
});

beforeEach(() => resetRateLimits());

const login = (email: string, password = PASSWORD, next?: string) =>
  post(loginRoute, '/api/account/login/', { email, password, ...(next ? { next } : {}) });
const location = (res: { headers: Headers }) => new URL(res.headers.get('location')!);
const hashOf = async (email: string) =>
  (await db.select().from(schema.visitorAccounts).where(eq(schema.visitorAccounts.email, email)))[0].passwordHash;
const TOO_LONG = 'ü'.repeat(600); // 1,200 bytes

describe('visitor passwords', () => {
  it('a bcrypt hash becomes Argon2id at the next login', async () => {
    await verifiedVisitor('ida@example.org');
    expect(await hashOf('ida@example.org')).toMatch(/^\$argon2id\$/);
    await db
      .update(schema.visitorAccounts)
      .set({ passwordHash: await bcrypt.hash(PASSWORD, 4) })
      .where(eq(schema.visitorAccounts.email, 'ida@example.org'));
    expect((await login('ida@example.org', 'wrong-password')).status).toBe(401);
    expect(await hashOf('ida@example.org')).toMatch(/^\$2[aby]\$/);
    expect((await login('ida@example.org')).status).toBe(200);
    expect(await hashOf('ida@example.org')).toMatch(/^\$argon2id\$/);
    expect((await login('ida@example.org')).status).toBe(200);
  });

  it('over 1,024 bytes: refused at sign-up, login, reset and change with code password_too_long (and on the page)', async () => {
    const signUp = await post(signUpRoute, '/api/account/signup/', {
      email: 'long@example.org',
      password: TOO_LONG,
      first_name: 'L',
      last_name: 'Ong',
      locale: 'de',
    });
    expect(signUp.status).toBe(422);
    expect(signUp.json.code).toBe('password_too_long');
    const form = await callRoute(signUpRoute, {
      url: '/api/account/signup/?lang=en',
      method: 'POST',
      ...formBody({ email: 'long@example.org', password: TOO_LONG, first_name: 'L', last_name: 'Ong' }),
    });
    expect(form.status).toBe(303);
    expect(location(form).pathname).toBe('/en/user/signup');
    expect(location(form).searchParams.get('error')).toBe('password_too_long');

    const v = await verifiedVisitor('kai@example.org');
    expect((await login('kai@example.org', TOO_LONG)).json.code).toBe('password_too_long');
    const change = await post(
      passwordRoute,
      '/api/account/password/',
      { current_password: PASSWORD, new_password: TOO_LONG },
      { cookies: v.cookies, headers: { 'x-csrftoken': v.csrf } },
    );
    expect(change.status).toBe(422);
    expect(change.json.code).toBe('password_too_long');
    await post(resetRequestRoute, '/api/account/password-reset/', { email: 'kai@example.org' });
    const token = (await lastLinkToken(v.id, '/user/password-reset/new'))!;
    const reset = await post(resetConfirmRoute, '/api/account/password-reset/confirm/', { token, password: TOO_LONG });
    expect(reset.json.code).toBe('password_too_long');
    // Nothing changed: the old password still works, the link is still good.
    expect((await login('kai@example.org')).status).toBe(200);
    expect(
      (await post(resetConfirmRoute, '/api/account/password-reset/confirm/', { token, password: 'x'.repeat(1024) }))
        .status,
    ).toBe(200);
    expect((await login('kai@example.org', 'x'.repeat(1024))).status).toBe(200);
  });
});

describe('visitor login brute force', () => {
  it('locks an address after 10 failures even for the right password; a success gives its try back', async () => {
    await verifiedVisitor('lena@example.org');
    for (let i = 0; i < 9; i++) expect((await login('lena@example.org', `guess-${i}`)).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await login('lena@example.org')).status).toBe(200);
    expect((await login('lena@example.org', 'guess-9')).status).toBe(401);
    const locked = await login('lena@example.org');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    for (let i = 0; i < 10; i++) await login('nobody@example.org', `guess-${i}`);
    const unknown = await login('nobody@example.org');
    expect(unknown.status).toBe(429);
    expect(unknown.json).toEqual(locked.json);
  });
});

describe('visitor login: locked out by a stranger', () => {
  const attacker = { headers: { 'x-forwarded-for': '192.0.2.77, 10.0.0.1' } };
  const owner = { headers: { 'x-forwarded-for': '198.51.100.30, 10.0.0.1' } };
  const loginFrom = (email: string, password: string, from: typeof owner) =>
    post(loginRoute, '/api/account/login/', { email, password }, from);

  it('200 wrong passwords for an address from one client: that client gets 429, the owner elsewhere logs in', async () => {
    await verifiedVisitor('mara@example.org');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => loginFrom('mara@example.org', `stranger-${i}`, attacker)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(190);
    expect((await loginFrom('mara@example.org', PASSWORD, attacker)).status).toBe(429);
    expect((await loginFrom('mara@example.org', PASSWORD, owner)).status).toBe(200);
  });

  it('a spray of 50 e-mail addresses from one client is throttled after 10 failures', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++)
      statuses.push((await loginFrom(`spray${i}@example.org`, 'Winter2026!', attacker)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(40).fill(429));
  });
});

describe('?next= after the login', () => {
  const email = 'next@example.org';
  beforeAll(() => verifiedVisitor(email));

  it.each([
    '/%5Cevil.example',
    '/%09/evil.example',
    '/%5C/evil.example',
    '//evil.example',
    '/\\evil',
    '/\\\\evil',
    '/\t/evil.example',
    'https://evil',
    'javascript:alert(1)',
  ])('refuses %j (form and JSON)', async (next) => {
    const form = await callRoute(loginRoute, {
      url: '/api/account/login/?lang=de',
      method: 'POST',
      ...formBody({ email, password: PASSWORD, next }),
    });
    expect(form.status).toBe(303);
    expect(location(form).origin).toBe('http://localhost:3000');
    expect(location(form).pathname).toBe('/de/user/profile');
    expect((await login(email, PASSWORD, next)).json.next).toBe('/de/user/profile');
  });

  it('keeps a path on this site', async () => {
    await verifiedVisitor('mona@example.org');
    expect((await login('mona@example.org', PASSWORD, '/de/user/orders?page=2')).json.next).toBe(
      '/de/user/orders?page=2',
    );
  });
});

describe('log out everywhere', () => {
  it('ends every session of the account, this one included; needs the CSRF token', async () => {
    const first = await verifiedVisitor('nora@example.org');
    const second = sessionOf(await login('nora@example.org'));
    const other = await verifiedVisitor('otto@example.org');
    expect((await post(logoutAllRoute, '/api/account/logout-all/', {}, { cookies: first.cookies })).status).toBe(403);
    const out = await post(
      logoutAllRoute,
      '/api/account/logout-all/',
      {},
      { cookies: first.cookies, headers: { 'x-csrftoken': first.csrf } },
    );
    expect(out.status).toBe(200);
    expect(out.headers.get('cache-control')).toBe('no-store');
    expect(setCookies(out).visitor_session).toBe('');
    expect((await callRoute(profileGet, { url: '/api/account/profile/', cookies: first.cookies })).status).toBe(401);
    expect((await callRoute(profileGet, { url: '/api/account/profile/', cookies: second.cookies })).status).toBe(401);
    expect((await callRoute(profileGet, { url: '/api/account/profile/', cookies: other.cookies })).status).toBe(200);
  });

  it("as the settings page's form: back to the login page with a message", async () => {
    const v = await verifiedVisitor('paul@example.org');
    const res = await callRoute(logoutAllRoute, {
      url: '/api/account/logout-all/?lang=en',
      method: 'POST',
      ...formBody({ csrf_token: v.csrf }),
      cookies: v.cookies,
    });
    expect(res.status).toBe(303);
    expect(location(res).pathname + location(res).search).toBe('/en/user/login?message=logged_out_everywhere');
    expect((await callRoute(profileGet, { url: '/api/account/profile/', cookies: v.cookies })).status).toBe(401);
  });
});
