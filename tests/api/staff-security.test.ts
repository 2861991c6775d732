import { createHash } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type Db, schema } from '@/lib/db';
import { resetEnv } from '@/lib/env';
import { LOGIN_FAILURE_DELAY_MS, resetRateLimits } from '@/lib/rate-limit';
import { PASSWORD_TOO_LONG } from '@/lib/password-limit';
import { POST as loginRoute } from '@/app/api/auth/login/route';
import { POST as logoutAllRoute } from '@/app/api/auth/logout-all/route';
import { GET as listUsers } from '@/app/api/users/route';
import { PATCH as patchUser } from '@/app/api/users/[id]/route';
import { GET as userDetails } from '@/app/api/user-details/route';
import { createUser } from '@/features/auth/server';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';

let db: Db;
const PASSWORD = 'correct horse battery';
const ORIGIN = 'http://localhost:3000';
/** The sessions table keeps a SHA-256 hash of the id the cookie carries, never the id itself. */
const sessionRowId = (raw: string) => createHash('sha256').update(raw).digest('hex');

beforeAll(async () => {
  process.env.TRUSTED_PROXIES = '10.0.0.1';
  delete process.env.STAFF_IDLE_MINUTES;
  resetEnv();
  ({ db } = await testDatabase());
  await createUser(db, { email: 'admin@example.org', username: 'admin', password: PASSWORD, role: 'admin' });
  await createUser(db, { email: 'editor@example.org', username: 'editor', password: PASSWORD, role: 'editor' });
});

beforeEach(() => resetRateLimits());

const login = (
  username: string,
  password = PASSWORD,
  extra: { headers?: Record<string, string>; cookies?: Record<string, string> } = {},
) =>
  callRoute(loginRoute, {
    url: '/api/auth/login/',
    method: 'POST',
    body: { username, password },
    headers: { origin: ORIGIN, ...extra.headers },
    cookies: extra.cookies,
  });

async function session(username: string) {
  const res = await login(username);
  if (res.status !== 200) throw new Error(`login failed: ${res.text}`);
  const sessionid = /sessionid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1];
  return {
    sessionid,
    csrf: res.json.csrf_token as string,
    cookies: { sessionid, csrftoken: res.json.csrf_token as string },
  };
}

const me = (cookies: Record<string, string>) => callRoute(userDetails, { url: '/api/user-details/', cookies });
const users = (cookies: Record<string, string>) => callRoute(listUsers, { url: '/api/users/?view=edit', cookies });
const hashOf = async (username: string) =>
  (await db.select().from(schema.users).where(eq(schema.users.username, username)))[0].passwordHash;

describe('staff passwords', () => {
  it('are stored as Argon2id; a bcrypt hash from before is replaced at the next login', async () => {
    expect(await hashOf('admin')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await createUser(db, { email: 'old@example.org', username: 'old', password: 'placeholder-password' });
    await db
      .update(schema.users)
      .set({ passwordHash: await bcrypt.hash('an old bcrypt password', 4) })
      .where(eq(schema.users.username, 'old'));

    expect((await login('old', 'not the password')).status).toBe(401);
    expect(await hashOf('old')).toMatch(/^\$2[aby]\$/);
    expect((await login('old', 'an old bcrypt password')).status).toBe(200);
    const upgraded = await hashOf('old');
    expect(upgraded).toMatch(/^\$argon2id\$/);
    // The new hash holds the same password.
    expect((await login('old', 'an old bcrypt password')).status).toBe(200);
    expect(await hashOf('old')).toBe(upgraded);
  });

  it('over 1,024 bytes are refused with a message, not truncated; 1,024 bytes are fine', async () => {
    const long = 'ä'.repeat(513); // 1,026 bytes
    const refused = await login('admin', long);
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toMatchObject({ password: [PASSWORD_TOO_LONG] });
    await expect(createUser(db, { email: 'long@example.org', username: 'long', password: long })).rejects.toThrow(
      PASSWORD_TOO_LONG,
    );
    const exact = 'x'.repeat(1024);
    await createUser(db, { email: 'exact@example.org', username: 'exact', password: exact });
    expect((await login('exact', exact)).status).toBe(200);
    // bcrypt compared only the first 72 bytes; Argon2 compares all of them.
    expect((await login('exact', 'x'.repeat(1023) + 'y')).status).toBe(401);
  });
});

describe('staff login brute force', () => {
  it('after 10 failures for one name: 429 with Retry-After, even with the right password; unknown names alike', async () => {
    const started = Date.now();
    for (let i = 0; i < 10; i++) expect((await login('editor', `guess-${i}`)).status).toBe(401);
    // Each failure waits a moment before it answers.
    expect(Date.now() - started).toBeGreaterThanOrEqual(10 * LOGIN_FAILURE_DELAY_MS);
    const locked = await login('editor');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    expect(locked.headers.get('set-cookie')).toBeNull();

    for (let i = 0; i < 10; i++) expect((await login('nobody-here', `guess-${i}`)).status).toBe(401);
    const unknown = await login('nobody-here');
    expect(unknown.status).toBe(429);
    expect(unknown.json).toEqual(locked.json);
    // Other names are not affected.
    expect((await login('admin')).status).toBe(200);
  });

  it('successful logins do not count; 10 failures from one client lock that client for every name', async () => {
    const from = { 'x-forwarded-for': '198.51.100.9, 10.0.0.1' };
    for (let i = 0; i < 12; i++) expect((await login('admin', PASSWORD, { headers: from })).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(`name-${i}`, 'guess', { headers: from })).status).toBe(401);
    expect((await login('admin', PASSWORD, { headers: from })).status).toBe(429);
    expect((await login('admin', PASSWORD, { headers: { 'x-forwarded-for': '198.51.100.10, 10.0.0.1' } })).status).toBe(
      200,
    );
  });

  it('holds against parallel guesses: of 25 at once, at most 10 are checked', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => login('editor', `parallel-${i}`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    for (const a of answers.filter((x) => x.status === 429)) expect(a.headers.get('retry-after')).toBeTruthy();
  });
});

describe('staff login: locked out by a stranger', () => {
  const attacker = { 'x-forwarded-for': '192.0.2.66, 10.0.0.1' };
  const owner = { 'x-forwarded-for': '198.51.100.20, 10.0.0.1' };

  it('200 wrong passwords for a name from one address: that address gets 429, the owner elsewhere logs in', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login('editor', `stranger-${i}`, { headers: attacker })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(190);
    // The stranger stays throttled, with the right password too.
    expect((await login('editor', PASSWORD, { headers: attacker })).status).toBe(429);
    // The owner, from the owner's own address, is not.
    const mine = await login('editor', PASSWORD, { headers: owner });
    expect(mine.status).toBe(200);
    expect(mine.json.username).toBe('editor');
    // ... and a few typing mistakes of the owner's own count apart from the stranger's.
    for (let i = 0; i < 3; i++) expect((await login('editor', `typo-${i}`, { headers: owner })).status).toBe(401);
    expect((await login('editor', PASSWORD, { headers: owner })).status).toBe(200);
    expect((await login('editor', PASSWORD, { headers: attacker })).status).toBe(429);
  });

  it('a spray of 50 user names from one address is throttled after 10 failures, for every name', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++)
      statuses.push((await login(`sprayed-${i}`, 'Winter2026!', { headers: attacker })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(40).fill(429));
    expect((await login('admin', PASSWORD, { headers: attacker })).status).toBe(429);
    expect((await login('admin', PASSWORD, { headers: owner })).status).toBe(200);
  });
});

describe('staff sessions', () => {
  it('a login gives a new session id and ends the session the browser had before', async () => {
    const first = await session('editor');
    const res = await login('editor', PASSWORD, { cookies: first.cookies });
    const second = /sessionid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1];
    expect(second).not.toBe(first.sessionid);
    expect((await me(first.cookies)).status).toBe(401);
    expect((await me({ sessionid: second })).json).toMatchObject({ is_logged_in: true, username: 'editor' });
  });

  it('ends after STAFF_IDLE_MINUTES (default 120) without a request, within its 14-day lifetime', async () => {
    const s = await session('admin');
    const row = eq(schema.sessions.id, sessionRowId(s.sessionid));
    await db
      .update(schema.sessions)
      .set({ lastSeenAt: new Date(Date.now() - 119 * 60_000) })
      .where(row);
    expect((await users(s.cookies)).status).toBe(200);
    // That request counted as activity: the session is fresh again.
    const [touched] = await db.select().from(schema.sessions).where(row);
    expect(Date.now() - touched.lastSeenAt.getTime()).toBeLessThan(60_000);

    await db
      .update(schema.sessions)
      .set({ lastSeenAt: new Date(Date.now() - 121 * 60_000) })
      .where(row);
    expect((await users(s.cookies)).status).toBe(401);

    process.env.STAFF_IDLE_MINUTES = '5';
    resetEnv();
    try {
      const t = await session('admin');
      await db
        .update(schema.sessions)
        .set({ lastSeenAt: new Date(Date.now() - 6 * 60_000) })
        .where(eq(schema.sessions.id, sessionRowId(t.sessionid)));
      expect((await users(t.cookies)).status).toBe(401);
    } finally {
      delete process.env.STAFF_IDLE_MINUTES;
      resetEnv();
    }
  });

  it('a new role ends the sessions of that user: the next login gets a new id with the new rights', async () => {
    const admin = await session('admin');
    const editor = await session('editor');
    const [row] = await db.select().from(schema.users).where(eq(schema.users.username, 'editor'));
    const patch = (body: Record<string, unknown>) =>
      callRoute(patchUser, {
        url: `/api/users/${row.id}/`,
        method: 'PATCH',
        params: { id: String(row.id) },
        body,
        cookies: admin.cookies,
        headers: { 'x-csrftoken': admin.csrf },
      });
    expect((await patch({ first_name: 'Eddi' })).status).toBe(200);
    expect((await me(editor.cookies)).json).toMatchObject({ is_logged_in: true });
    expect((await patch({ role: 'admin' })).status).toBe(200);
    expect((await me(editor.cookies)).status).toBe(401);
    const again = await session('editor');
    expect(again.sessionid).not.toBe(editor.sessionid);
    expect((await users(again.cookies)).status).toBe(200);
    expect((await patch({ role: 'editor' })).status).toBe(200);
  });

  it('"log out everywhere" ends every session of the user (with the CSRF token), not those of others', async () => {
    const laptop = await session('editor');
    const phone = await session('editor');
    const other = await session('admin');
    const call = (headers: Record<string, string>) =>
      callRoute(logoutAllRoute, {
        url: '/api/auth/logout-all/',
        method: 'POST',
        cookies: laptop.cookies,
        headers: { origin: ORIGIN, ...headers },
      });
    expect((await call({})).status).toBe(403);
    const out = await call({ 'x-csrftoken': laptop.csrf });
    expect(out.status).toBe(200);
    expect(out.headers.get('cache-control')).toBe('no-store');
    expect(out.headers.getSetCookie().some((c) => /^sessionid=;/.test(c))).toBe(true);
    expect((await me(laptop.cookies)).status).toBe(401);
    expect((await me(phone.cookies)).status).toBe(401);
    expect((await me(other.cookies)).json).toMatchObject({ is_logged_in: true, username: 'admin' });
    expect(
      (await callRoute(logoutAllRoute, { url: '/api/auth/logout-all/', method: 'POST', headers: { origin: ORIGIN } }))
        .status,
    ).toBe(401);
  });
});
