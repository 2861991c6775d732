import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { resetEnv } from '@/lib/env';
import { resetRateLimits } from '@/lib/rate-limit';
import { POST as signUpRoute } from '@/app/api/account/signup/route';
import { POST as verifyRoute } from '@/app/api/account/verify/route';
import { POST as resendRoute } from '@/app/api/account/verify/resend/route';
import { POST as loginRoute } from '@/app/api/account/login/route';
import { POST as logoutRoute } from '@/app/api/account/logout/route';
import { POST as resetRequestRoute } from '@/app/api/account/password-reset/route';
import { POST as resetConfirmRoute } from '@/app/api/account/password-reset/confirm/route';
import { GET as profileGet } from '@/app/api/account/profile/route';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';
import { formBody, setCookies } from '../helpers/shop';
import {
  accountId,
  accountMails,
  expiredLinkToken,
  lastLinkToken,
  PASSWORD,
  post,
  verifiedVisitor,
} from '../helpers/accounts';

// Real bcrypt, at the lowest cost: cost 12 makes each check take seconds on a shared test machine.
vi.mock('@/features/auth/server/password', async () => {
  const bcrypt = (await import('bcryptjs')).default;
  return {
    hashPassword: (password: string) => bcrypt.hash(password, 4),
    verifyPassword: (password: string, hash: string) => bcrypt.compare(password, hash),
  };
});

let db: Db;

beforeAll(async () => {
  // A fresh outbox: mails are found by their account id, which starts at 1 in every test database.
  process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'account-auth-'));
  process.env.TRUSTED_PROXIES = '10.0.0.1';
  resetEnv();
  ({ db } = await testDatabase());
});

beforeEach(() => resetRateLimits());

const signUp = (email: string, extra: Record<string, unknown> = {}) =>
  post(signUpRoute, '/api/account/signup/', {
    email,
    password: PASSWORD,
    first_name: 'Marta',
    last_name: 'Lehmann',
    locale: 'de',
    ...extra,
  });
const login = (email: string, password = PASSWORD, headers?: Record<string, string>) =>
  post(loginRoute, '/api/account/login/', { email, password }, { headers });
const location = (res: { headers: Headers }) => new URL(res.headers.get('location')!);

describe('sign-up', () => {
  it('answers a new and a known address alike; the known one gets a notice, not a second account', async () => {
    const fresh = await signUp('anna@example.org');
    const id = (await accountId('anna@example.org'))!;
    const verify = await post(verifyRoute, '/api/account/verify/', { token: await lastLinkToken(id, '/user/verify') });
    expect(verify.status).toBe(200);

    const again = await signUp('Anna@Example.org ', { first_name: 'Mallory', password: 'another-password' });
    expect(again.status).toBe(fresh.status);
    expect(again.json).toEqual(fresh.json);
    expect(fresh.status).toBe(202);

    const rows = await db
      .select()
      .from(schema.visitorAccounts)
      .where(eq(schema.visitorAccounts.email, 'anna@example.org'));
    expect(rows).toHaveLength(1);
    expect(rows[0].firstName).toBe('Marta');
    const mails = await accountMails(id);
    expect(mails.map((m) => m.subject)).toEqual([
      'Bitte bestätigen Sie Ihre E-Mail-Adresse – Freilichtmuseum Lindenau',
      'Anmeldeversuch mit Ihrer E-Mail-Adresse – Freilichtmuseum Lindenau',
    ]);
    expect(mails[1].text).toContain('/de/user/password-reset');
    expect(mails[1].text).not.toContain('token=');
    // The first password still holds.
    expect((await login('anna@example.org', 'another-password')).status).toBe(401);
    expect((await login('anna@example.org')).status).toBe(200);
  });

  it('as a plain form answers 303 to the page with the same message; bad fields go back named', async () => {
    const ok = await callRoute(signUpRoute, {
      url: '/api/account/signup/?lang=en',
      method: 'POST',
      ...formBody({ email: 'form@example.org', password: PASSWORD, first_name: 'F', last_name: 'Orm', locale: 'en' }),
    });
    expect(ok.status).toBe(303);
    expect(location(ok).pathname + location(ok).search).toBe('/en/user/signup?message=sent');
    const bad = await callRoute(signUpRoute, {
      url: '/api/account/signup/?lang=en',
      method: 'POST',
      ...formBody({ email: 'nope', password: 'short', first_name: '', last_name: 'X' }),
    });
    expect(bad.status).toBe(303);
    expect(location(bad).searchParams.get('error')).toBe('invalid');
    expect(location(bad).searchParams.get('fields')!.split(',').sort()).toEqual(['email', 'first_name', 'password']);
    const id = (await accountId('form@example.org'))!;
    const [mail] = await accountMails(id);
    expect(mail.subject).toBe('Please confirm your e-mail address – Lindenau Open-Air Museum');
  });

  it('refuses invalid JSON with 422 and the fields at fault, storing nothing', async () => {
    const res = await signUp('short@example.org', { password: 'too-short' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors as object)).toEqual(['password']);
    expect(await accountId('short@example.org')).toBeNull();
    expect((await post(signUpRoute, '/api/account/signup/', [1, 2])).status).toBe(422);
    expect(
      (
        await callRoute(signUpRoute, {
          url: '/api/account/signup/',
          method: 'POST',
          rawBody: '{oops',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
  });

  it('refuses a form posted from another site', async () => {
    const res = await callRoute(signUpRoute, {
      url: '/api/account/signup/',
      method: 'POST',
      rawBody: 'email=x%40example.org',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(403);
  });
});

describe('verification links', () => {
  it('log in once; a second use and an expired link fail; a new link can be asked for', async () => {
    await signUp('ben@example.org');
    const id = (await accountId('ben@example.org'))!;
    expect((await login('ben@example.org')).json).toMatchObject({ code: 'unverified' });
    expect((await login('ben@example.org')).status).toBe(403);

    const token = await lastLinkToken(id, '/user/verify');
    const first = await callRoute(verifyRoute, {
      url: '/api/account/verify/?lang=de',
      method: 'POST',
      ...formBody({ token: token! }),
    });
    expect(first.status).toBe(303);
    expect(location(first).pathname).toBe('/de/user/profile');
    expect(setCookies(first).visitor_session).toBeTruthy();

    const second = await callRoute(verifyRoute, {
      url: '/api/account/verify/?lang=de',
      method: 'POST',
      ...formBody({ token: token! }),
    });
    expect(location(second).pathname + location(second).search).toBe('/de/user/verify?error=invalid_token');
    expect((await post(verifyRoute, '/api/account/verify/', { token })).status).toBe(400);

    // Issued 49 hours ago: a verification link works for 48.
    const expired = await expiredLinkToken(id, 'verify', 60);
    expect((await post(verifyRoute, '/api/account/verify/', { token: expired })).json).toMatchObject({
      code: 'invalid_token',
    });

    // A verified account gets no new link; an unknown address the same answer.
    const before = (await accountMails(id)).length;
    const resent = await post(resendRoute, '/api/account/verify/resend/', { email: 'ben@example.org' });
    const unknown = await post(resendRoute, '/api/account/verify/resend/', { email: 'nobody@example.org' });
    expect(resent.status).toBe(202);
    expect(unknown.json).toEqual(resent.json);
    expect((await accountMails(id)).length).toBe(before);
  });
});

describe('login and logout', () => {
  it('gives one message for a wrong address and a wrong password; ?next= stays on this site', async () => {
    await verifiedVisitor('clara@example.org');
    const wrongPassword = await login('clara@example.org', 'not-the-password');
    const wrongAddress = await login('nobody@example.org');
    expect(wrongPassword.status).toBe(401);
    expect(wrongAddress.status).toBe(401);
    expect(wrongAddress.json).toEqual(wrongPassword.json);

    const form = (next: string) =>
      callRoute(loginRoute, {
        url: '/api/account/login/?lang=de',
        method: 'POST',
        ...formBody({ email: 'clara@example.org', password: PASSWORD, next }),
      });
    expect(location(await form('/de/user/settings')).pathname).toBe('/de/user/settings');
    expect(location(await form('//evil.example/x')).toString()).toBe('http://localhost:3000/de/user/profile');
    expect(location(await form('/\\evil.example')).pathname).toBe('/de/user/profile');
    const refused = await callRoute(loginRoute, {
      url: '/api/account/login/?lang=de',
      method: 'POST',
      ...formBody({ email: 'clara@example.org', password: 'wrong-one!', next: '/de/user/settings' }),
    });
    expect(location(refused).pathname + location(refused).search).toBe(
      '/de/user/login?next=%2Fde%2Fuser%2Fsettings&error=credentials',
    );
  });

  it('logout ends the session (the CSRF token is required) and clears the cookies', async () => {
    const v = await verifiedVisitor('dora@example.org');
    expect((await callRoute(profileGet, { url: '/api/account/profile/', cookies: v.cookies })).json).toMatchObject({
      email: 'dora@example.org',
      first_name: 'Marta',
    });
    expect((await post(logoutRoute, '/api/account/logout/', undefined, { cookies: v.cookies })).status).toBe(403);
    const out = await post(logoutRoute, '/api/account/logout/', undefined, {
      cookies: v.cookies,
      headers: { 'x-csrftoken': v.csrf },
    });
    expect(out.status).toBe(200);
    expect(setCookies(out).visitor_session).toBe('');
    expect((await callRoute(profileGet, { url: '/api/account/profile/', cookies: v.cookies })).status).toBe(401);
  });
});

describe('password reset', () => {
  it('answers alike for any address; the link works once, within 60 minutes, and ends every session', async () => {
    const v = await verifiedVisitor('emil@example.org');
    const known = await post(resetRequestRoute, '/api/account/password-reset/', { email: 'emil@example.org' });
    const unknown = await post(resetRequestRoute, '/api/account/password-reset/', { email: 'nobody@example.org' });
    expect(known.status).toBe(202);
    expect(unknown.json).toEqual(known.json);

    const token = (await lastLinkToken(v.id, '/user/password-reset/new'))!;
    const [mail] = (await accountMails(v.id)).slice(-1);
    expect(mail.text).toContain('60 Minuten');

    // A too short password does not use up the link.
    const short = await post(resetConfirmRoute, '/api/account/password-reset/confirm/', { token, password: 'short' });
    expect(short.status).toBe(422);
    const done = await post(resetConfirmRoute, '/api/account/password-reset/confirm/', {
      token,
      password: 'a-brand-new-secret',
    });
    expect(done.status).toBe(200);
    const again = await callRoute(resetConfirmRoute, {
      url: '/api/account/password-reset/confirm/?lang=de',
      method: 'POST',
      ...formBody({ token, password: 'yet-another-secret' }),
    });
    expect(location(again).pathname).toBe('/de/user/password-reset/new');
    expect(location(again).searchParams.get('error')).toBe('invalid_token');

    expect((await callRoute(profileGet, { url: '/api/account/profile/', cookies: v.cookies })).status).toBe(401);
    expect((await login('emil@example.org')).status).toBe(401);
    expect((await login('emil@example.org', 'a-brand-new-secret')).status).toBe(200);

    // Issued 61 minutes ago: a reset link works for 60.
    const expired = await expiredLinkToken(v.id, 'reset', 1);
    expect(
      (
        await post(resetConfirmRoute, '/api/account/password-reset/confirm/', {
          token: expired,
          password: 'a-third-secret!',
        })
      ).json,
    ).toMatchObject({ code: 'invalid_token' });
  });
});

describe('rate limits', () => {
  it('login: 10 tries per address, then 429 with Retry-After and a readable message (also on the page)', async () => {
    for (let i = 0; i < 10; i++) expect((await login('target@example.org', `guess-number-${i}`)).status).toBe(401);
    const limited = await login('target@example.org', 'guess-number-11');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.json.detail).toMatch(/Too many attempts/);
    const form = await callRoute(loginRoute, {
      url: '/api/account/login/?lang=de',
      method: 'POST',
      ...formBody({ email: 'target@example.org', password: 'guess' }),
    });
    expect(location(form).searchParams.get('error')).toBe('rate_limited');
    expect(Number(location(form).searchParams.get('retry'))).toBeGreaterThan(0);
  });

  it('login: 10 failures per client address across addresses', async () => {
    const from = { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' };
    for (let i = 0; i < 10; i++) expect((await login(`someone${i}@example.org`, 'guess-guess', from)).status).toBe(401);
    expect((await login('someone-else@example.org', 'guess-guess', from)).status).toBe(429);
    expect(
      (await login('someone-else@example.org', 'guess-guess', { 'x-forwarded-for': '203.0.113.8, 10.0.0.1' })).status,
    ).toBe(401);
  });

  it('sign-up and reset: 3 mails per address an hour', async () => {
    for (let i = 0; i < 3; i++) expect((await signUp('flood@example.org')).status).toBe(202);
    const limited = await signUp('flood@example.org');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await accountMails((await accountId('flood@example.org'))!)).length).toBe(3);
    for (let i = 0; i < 3; i++)
      expect(
        (await post(resetRequestRoute, '/api/account/password-reset/', { email: 'flood@example.org' })).status,
      ).toBe(202);
    expect((await post(resetRequestRoute, '/api/account/password-reset/', { email: 'flood@example.org' })).status).toBe(
      429,
    );
  });
});
