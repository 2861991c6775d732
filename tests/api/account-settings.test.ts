import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { resetEnv } from '@/lib/env';
import { resetRateLimits } from '@/lib/rate-limit';
import { GET as profileGet, POST as profilePost, PATCH as profilePatch } from '@/app/api/account/profile/route';
import { POST as emailRoute } from '@/app/api/account/email/route';
import { POST as emailConfirmRoute } from '@/app/api/account/email/confirm/route';
import { POST as passwordRoute } from '@/app/api/account/password/route';
import { POST as languageRoute } from '@/app/api/account/language/route';
import { POST as newsletterRoute } from '@/app/api/account/newsletter/route';
import { POST as newsletterConfirmRoute } from '@/app/api/account/newsletter/confirm/route';
import { POST as deleteRoute } from '@/app/api/account/delete/route';
import { POST as loginRoute } from '@/app/api/account/login/route';
import { GET as userDetails } from '@/app/api/user-details/route';
import { GET as staffUsers } from '@/app/api/users/route';
import { GET as editorUser } from '@/app/[locale]/pageeditor-api/user/route';
import { PUT as saveDraft } from '@/app/[locale]/pageeditor-api/drafts/[id]/route';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';
import { formBody, ORIGIN, setCookies } from '../helpers/shop';
import { accountMails, lastLinkToken, PASSWORD, post, sessionOf, verifiedVisitor } from '../helpers/accounts';

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
  process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'account-settings-'));
  resetEnv();
  ({ db } = await testDatabase());
});

beforeEach(() => resetRateLimits());

type V = Awaited<ReturnType<typeof verifiedVisitor>>;
const write = (handler: Parameters<typeof post>[0], url: string, v: V, body: unknown, csrf: string | null = v.csrf) =>
  post(handler, url, body, { cookies: v.cookies, headers: csrf ? { 'x-csrftoken': csrf } : {} });
const account = async (id: number) =>
  (await db.select().from(schema.visitorAccounts).where(eq(schema.visitorAccounts.id, id)))[0];
const location = (res: { headers: Headers }) => new URL(res.headers.get('location')!);

describe('profile', () => {
  it("reads and changes only the visitor's own profile; writes need the CSRF token", async () => {
    const a = await verifiedVisitor('a@example.org', { first_name: 'Alma', last_name: 'Adler' });
    const b = await verifiedVisitor('b@example.org', { first_name: 'Bruno', last_name: 'Berg' });
    const changes = {
      first_name: 'Alma',
      last_name: 'Adler-Neu',
      street: 'Lindenweg 4',
      postal_code: '01234',
      city: 'Lindenau',
      country: 'Deutschland',
    };

    expect((await write(profilePost, '/api/account/profile/', a, changes, null)).status).toBe(403);
    expect((await write(profilePost, '/api/account/profile/', a, changes, 'forged')).status).toBe(403);
    // B with A's token (or naming A's id) cannot touch A.
    expect((await write(profilePost, '/api/account/profile/', b, { ...changes, id: a.id }, a.csrf)).status).toBe(403);
    const own = await write(profilePatch, '/api/account/profile/', b, {
      ...changes,
      first_name: 'Bruno',
      id: a.id,
      email: 'a@example.org',
    });
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({ email: 'b@example.org', first_name: 'Bruno', last_name: 'Adler-Neu' });
    expect(await account(a.id)).toMatchObject({ lastName: 'Adler', street: '', email: 'a@example.org' });

    const saved = await write(profilePost, '/api/account/profile/', a, changes);
    expect(saved.json).toMatchObject({ street: 'Lindenweg 4', city: 'Lindenau' });
    expect((await callRoute(profileGet, { url: '/api/account/profile/', cookies: a.cookies })).json).toMatchObject(
      changes,
    );
    expect((await callRoute(profileGet, { url: '/api/account/profile/' })).status).toBe(401);

    const invalid = await write(profilePost, '/api/account/profile/', a, {
      first_name: '',
      last_name: 'x'.repeat(101),
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.json.errors as object).sort()).toEqual(['first_name', 'last_name']);
  });

  it('plain forms carry the token as csrf_token; without it 403, without a session back to the login', async () => {
    const v = await verifiedVisitor('form-profile@example.org');
    const fields = { first_name: 'Fritz', last_name: 'Form', street: '', postal_code: '', city: '', country: '' };
    const ok = await callRoute(profilePost, {
      url: '/api/account/profile/?lang=cs',
      method: 'POST',
      ...formBody({ ...fields, csrf_token: v.csrf }),
      cookies: v.cookies,
    });
    expect(location(ok).pathname + location(ok).search).toBe('/cs/user/profile?message=saved');
    expect((await account(v.id)).firstName).toBe('Fritz');
    const noToken = await callRoute(profilePost, {
      url: '/api/account/profile/?lang=cs',
      method: 'POST',
      ...formBody(fields),
      cookies: v.cookies,
    });
    expect(noToken.status).toBe(403);
    const noSession = await callRoute(profilePost, {
      url: '/api/account/profile/?lang=cs',
      method: 'POST',
      ...formBody({ ...fields, csrf_token: v.csrf }),
    });
    expect(location(noSession).pathname).toBe('/cs/user/login');
    expect(location(noSession).searchParams.get('next')).toBe('/cs/user/profile');
  });
});

describe('staff boundaries', () => {
  it('a visitor session is no staff session: 401 from the staff user call, staff lists and editor writes', async () => {
    const v = await verifiedVisitor('visitor@example.org');
    expect(
      (await callRoute(editorUser, { url: '/de/pageeditor-api/user', params: { locale: 'de' }, cookies: v.cookies }))
        .status,
    ).toBe(401);
    expect((await callRoute(staffUsers, { url: '/api/users/?view=edit', cookies: v.cookies })).status).toBe(401);
    const draft = await callRoute(saveDraft, {
      url: '/de/pageeditor-api/drafts/1/',
      method: 'PUT',
      params: { locale: 'de', id: '1' },
      body: { revision: 0, sections: [] },
      headers: { origin: ORIGIN, 'x-csrftoken': v.csrf },
      cookies: v.cookies,
    });
    expect(draft.status).toBe(401);

    const details = await callRoute(userDetails, { url: '/api/user-details/', cookies: v.cookies });
    expect(details.json).toEqual({
      is_logged_in: true,
      has_dashboard_online_access: false,
      username: 'visitor@example.org',
      email: 'visitor@example.org',
      first_name: 'Marta',
      last_name: 'Lehmann',
      login_url: '/de/user/login',
      logout_url: '/api/account/logout/',
      webshop_url: '/webshop',
    });
    expect((await callRoute(userDetails, { url: '/api/user-details/' })).status).toBe(401);
  });
});

describe('settings', () => {
  it('password change needs the current password and ends the other sessions only', async () => {
    const v = await verifiedVisitor('pw@example.org');
    const other = sessionOf(
      await post(loginRoute, '/api/account/login/', { email: 'pw@example.org', password: PASSWORD }),
    );
    expect(
      (
        await write(passwordRoute, '/api/account/password/', v, {
          current_password: 'wrong-password',
          new_password: 'a-new-password',
        })
      ).json,
    ).toMatchObject({ code: 'wrong_password' });
    expect(
      (await write(passwordRoute, '/api/account/password/', v, { current_password: PASSWORD, new_password: 'short' }))
        .status,
    ).toBe(422);
    expect(
      (
        await write(passwordRoute, '/api/account/password/', v, {
          current_password: PASSWORD,
          new_password: 'a-new-password',
        })
      ).status,
    ).toBe(200);
    expect((await callRoute(profileGet, { url: '/api/account/profile/', cookies: v.cookies })).status).toBe(200);
    expect((await callRoute(profileGet, { url: '/api/account/profile/', cookies: other.cookies })).status).toBe(401);
  });

  it('language of mails: de, en or cs; a form goes on to the settings in that language', async () => {
    const v = await verifiedVisitor('lang@example.org');
    expect((await write(languageRoute, '/api/account/language/', v, { locale: 'fr' })).status).toBe(422);
    const res = await callRoute(languageRoute, {
      url: '/api/account/language/?lang=de',
      method: 'POST',
      ...formBody({ locale: 'cs', csrf_token: v.csrf }),
      cookies: v.cookies,
    });
    expect(location(res).pathname + location(res).search).toBe('/cs/user/settings?message=language_saved');
    expect((await account(v.id)).locale).toBe('cs');
  });

  it('newsletter: opt-in waits for the mailed link (once), opt-out is immediate', async () => {
    const v = await verifiedVisitor('news@example.org');
    const on = await write(newsletterRoute, '/api/account/newsletter/', v, { newsletter: 'on' });
    expect(on.json).toEqual({ newsletter: 'pending' });
    expect((await account(v.id)).newsletter).toBe('pending');
    const token = await lastLinkToken(v.id, '/user/newsletter/confirm');
    const confirmed = await callRoute(newsletterConfirmRoute, {
      url: '/api/account/newsletter/confirm/?lang=de',
      method: 'POST',
      ...formBody({ token: token! }),
    });
    expect(location(confirmed).pathname + location(confirmed).search).toBe(
      '/de/user/newsletter/confirm?message=newsletter_on',
    );
    expect(await account(v.id)).toMatchObject({ newsletter: 'on' });
    expect((await post(newsletterConfirmRoute, '/api/account/newsletter/confirm/', { token })).json).toMatchObject({
      code: 'invalid_token',
    });

    expect((await write(newsletterRoute, '/api/account/newsletter/', v, { newsletter: 'off' })).json).toEqual({
      newsletter: 'off',
    });
    expect(await account(v.id)).toMatchObject({ newsletter: 'off', newsletterConfirmedAt: null });
    // A link asked for before an opt-out does not switch it back on.
    await write(newsletterRoute, '/api/account/newsletter/', v, { newsletter: 'on' });
    const late = await lastLinkToken(v.id, '/user/newsletter/confirm');
    await write(newsletterRoute, '/api/account/newsletter/', v, { newsletter: 'off' });
    expect((await post(newsletterConfirmRoute, '/api/account/newsletter/confirm/', { token: late })).status).toBe(400);
    expect((await account(v.id)).newsletter).toBe('off');
  });
});

describe('e-mail change', () => {
  it('needs the password; nothing changes until the link to the new address is followed, which works once', async () => {
    const v = await verifiedVisitor('old@example.org');
    await verifiedVisitor('taken@example.org');
    expect(
      (await write(emailRoute, '/api/account/email/', v, { email: 'new@example.org', password: 'wrong-password' }))
        .json,
    ).toMatchObject({ code: 'wrong_password' });
    expect(
      (await write(emailRoute, '/api/account/email/', v, { email: 'new@example.org', password: PASSWORD })).status,
    ).toBe(202);
    expect((await account(v.id)).email).toBe('old@example.org');
    const mails = await accountMails(v.id);
    expect(mails.at(-1)!.to).toContain('new@example.org');
    const token = (await lastLinkToken(v.id, '/user/email/confirm'))!;

    // A taken address gets a notice and the same answer.
    expect(
      (await write(emailRoute, '/api/account/email/', v, { email: 'taken@example.org', password: PASSWORD })).status,
    ).toBe(202);
    expect((await accountMails(v.id)).at(-1)!.to).toContain('taken@example.org');

    const forged = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await post(emailConfirmRoute, '/api/account/email/confirm/', { token: forged })).status).toBe(400);
    expect((await post(emailConfirmRoute, '/api/account/email/confirm/', { token })).status).toBe(200);
    expect((await account(v.id)).email).toBe('new@example.org');
    expect((await accountMails(v.id)).at(-1)!.to).toContain('old@example.org');
    expect((await post(emailConfirmRoute, '/api/account/email/confirm/', { token })).json).toMatchObject({
      code: 'invalid_token',
    });
  });
});

describe('account deletion', () => {
  it('needs the password; the orders stay without personal data; sessions end and cookies are cleared', async () => {
    const v = await verifiedVisitor('leaving@example.org');
    const keep = await verifiedVisitor('staying@example.org');
    const [mine] = await db
      .insert(schema.ticketOrders)
      .values({
        code: 'DELTEST234',
        buyerName: 'Marta Lehmann',
        email: 'leaving@example.org',
        total: '12.00',
        accountId: v.id,
      })
      .returning();
    const [theirs] = await db
      .insert(schema.ticketOrders)
      .values({
        code: 'KEEPTEST23',
        buyerName: 'Karl Keep',
        email: 'staying@example.org',
        total: '8.00',
        accountId: keep.id,
      })
      .returning();

    expect((await write(deleteRoute, '/api/account/delete/', v, { password: 'wrong-password' })).status).toBe(400);
    expect((await write(deleteRoute, '/api/account/delete/', v, { password: PASSWORD }, null)).status).toBe(403);
    const res = await callRoute(deleteRoute, {
      url: '/api/account/delete/?lang=en',
      method: 'POST',
      ...formBody({ password: PASSWORD, csrf_token: v.csrf }),
      cookies: v.cookies,
    });
    expect(location(res).pathname + location(res).search).toBe('/en/user/login?message=deleted');
    expect(setCookies(res).visitor_session).toBe('');

    const [order] = await db.select().from(schema.ticketOrders).where(eq(schema.ticketOrders.id, mine.id));
    expect(order).toMatchObject({
      accountId: null,
      buyerName: 'Gelöschtes Konto',
      email: `deleted-${mine.id}@invalid`,
      total: '12.00',
    });
    const [other] = await db.select().from(schema.ticketOrders).where(eq(schema.ticketOrders.id, theirs.id));
    expect(other).toMatchObject({ accountId: keep.id, buyerName: 'Karl Keep', email: 'staying@example.org' });
    expect(await account(v.id)).toBeUndefined();
    expect(
      await db.select().from(schema.visitorSessions).where(eq(schema.visitorSessions.accountId, v.id)),
    ).toHaveLength(0);
    expect((await callRoute(profileGet, { url: '/api/account/profile/', cookies: v.cookies })).status).toBe(401);
  });
});
