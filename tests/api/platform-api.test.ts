import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';
import { type Db, schema } from '@/lib/db';
import { GET as getPage } from '@/app/[locale]/pageeditor-api/page/[[...path]]/route';
import { GET as getNav } from '@/app/[locale]/pageeditor-api/nav/route';
import { GET as getContainer } from '@/app/[locale]/pageeditor-api/container/by-slug/[slug]/route';
import { GET as getRedirects } from '@/app/[locale]/pageeditor-api/redirect/route';
import { GET as getUser } from '@/app/[locale]/pageeditor-api/user/route';
import { GET as getSettings } from '@/app/pageeditor-api/settings/route';
import { GET as getNews } from '@/app/api/breaking-news/route';
import { GET as getHours } from '@/app/api/opening-hours-today/route';
import { POST as logError } from '@/app/api/dashboard-error-log/route';
import { GET as getUserDetails } from '@/app/api/user-details/route';
import { GET as switchLocale } from '@/app/api/locale-switch/route';
import { createSession, createUser } from '@/features/auth/server';

let db: Db;
beforeAll(async () => {
  ({ db } = await testDatabase({ demo: true }));
});

describe('GET /{lang}/pageeditor-api/page/{path}', () => {
  it('answers the page entity with urls in every language, siblings and modules', async () => {
    const res = await callRoute(getPage, {
      url: '/en/pageeditor-api/page/visit/getting-here',
      params: { locale: 'en', path: ['visit', 'getting-here'] },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      title: 'Getting here',
      urls: { de: '/de/besuch/anreise', en: '/en/visit/getting-here', cs: '/cs/navsteva/doprava' },
      is_online: true,
      parent: { title: 'Plan your visit' },
    });
    const page = res.json as unknown as {
      siblings: { title: string }[];
      modules: { columns: { children: { kind: string }[] }[] }[];
    };
    expect(page.siblings.map((s) => s.title)).toEqual(['Opening hours & admission', 'Accessibility']);
    expect(page.modules[0].columns[0].children[0].kind).toBe('text');
  });

  it('answers the home page without a path', async () => {
    const res = await callRoute(getPage, { url: '/cs/pageeditor-api/page', params: { locale: 'cs' } });
    expect(res.status).toBe(200);
    expect(res.json.headline).toBe('Vítejte v muzejní vesnici Lindenau');
  });

  it('hides offline pages from visitors but shows them to staff', async () => {
    const anonymous = await callRoute(getPage, {
      url: '/de/pageeditor-api/page/sommerfest-2027',
      params: { locale: 'de', path: ['sommerfest-2027'] },
    });
    expect(anonymous.status).toBe(404);
    expect(anonymous.json.detail).toBe('Page not found');
    const user = await createUser(db, { email: 'staff@example.org', username: 'staff', password: 'a-long-password' });
    const session = await createSession(user.id);
    const staff = await callRoute(getPage, {
      url: '/de/pageeditor-api/page/sommerfest-2027',
      params: { locale: 'de', path: ['sommerfest-2027'] },
      cookies: { sessionid: session.id },
    });
    expect(staff.status).toBe(200);
    expect(staff.json.is_online).toBe(false);
  });

  it('answers bad paths and parameters with 4xx, never 500', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['/de/pageeditor-api/page/..', { locale: 'de', path: ['..', 'etc'] }],
      ['/de/pageeditor-api/page/%2e%2e', { locale: 'de', path: ['%2e%2e', 'passwd'] }],
      ['/de/pageeditor-api/page/long', { locale: 'de', path: ['x'.repeat(2000)] }],
      ['/de/pageeditor-api/page/odd', { locale: 'de', path: ['\u202e\u0000'] }],
    ];
    for (const [url, params] of cases) {
      const res = await callRoute(getPage, { url, params: params as Record<string, string> });
      expect(res.status, url).toBe(404);
    }
    const badVersion = await callRoute(getPage, {
      url: '/de/pageeditor-api/page/besuch?version_id=abc',
      params: { locale: 'de', path: ['besuch'] },
    });
    expect(badVersion.status).toBe(400);
    expect(badVersion.json.detail).toMatch(/version_id/);
    const versionAnon = await callRoute(getPage, {
      url: '/de/pageeditor-api/page/besuch?version_id=1',
      params: { locale: 'de', path: ['besuch'] },
    });
    expect(versionAnon.status).toBe(401);
    const badLocale = await callRoute(getPage, {
      url: '/fr/pageeditor-api/page/besuch',
      params: { locale: 'fr', path: ['besuch'] },
    });
    expect(badLocale.status).toBe(400);
    expect(badLocale.json.detail).toMatch(/Unknown language/);
  });

  it('returns a stored version to staff', async () => {
    const [page] = await db.select().from(schema.pagePaths).where(eq(schema.pagePaths.path, '/besuch'));
    const [version] = await db
      .insert(schema.pageVersions)
      .values({ pageId: page.pageId, locale: 'de', label: 'Vor dem Relaunch', snapshot: { title: 'Besuch (alt)' } })
      .returning();
    const user = await createUser(db, { email: 'v@example.org', username: 'versions', password: 'a-long-password' });
    const session = await createSession(user.id);
    const res = await callRoute(getPage, {
      url: `/de/pageeditor-api/page/besuch?version_id=${version.id}`,
      params: { locale: 'de', path: ['besuch'] },
      cookies: { sessionid: session.id },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ title: 'Besuch (alt)', version_id: version.id });
  });
});

describe('navigation, sections, redirects, settings', () => {
  it('answers menu and footer navigation with nested children', async () => {
    const res = await callRoute(getNav, { url: '/de/pageeditor-api/nav', params: { locale: 'de' } });
    const nav = res.json as unknown as {
      menu: { menu_name: string; url: string; children: { url: string }[] }[];
      footer: { title: string }[];
    };
    expect(nav.menu[0]).toMatchObject({ menu_name: 'Besuch planen', url: '/de/besuch', has_tab_navigation: true });
    expect(nav.menu[0].children.map((c) => c.url)).toContain('/de/besuch/anreise');
    expect(nav.menu.find((m) => m.menu_name === 'Programm')?.url).toBe('/de/programm/veranstaltungen');
    expect(nav.footer.map((f) => f.title)).toContain('Barrierefreiheit');
  });

  it('answers a section by slug, 404 for an unknown one, 400 for a malformed slug', async () => {
    const [container] = await db.select().from(schema.containers).where(eq(schema.containers.locale, 'en')).limit(1);
    const ok = await callRoute(getContainer, { url: '/x', params: { locale: 'en', slug: container.slug } });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ slug: container.slug, model: 'section' });
    expect((await callRoute(getContainer, { url: '/x', params: { locale: 'en', slug: 'nope' } })).status).toBe(404);
    expect((await callRoute(getContainer, { url: '/x', params: { locale: 'en', slug: '../x' } })).status).toBe(400);
  });

  it('lists the redirect table', async () => {
    const res = await callRoute(getRedirects, { url: '/de/pageeditor-api/redirect', params: { locale: 'de' } });
    expect(res.json).toContainEqual({ old_path: '/de/oeffnungszeiten', new_path: '/de/besuch/oeffnungszeiten' });
  });

  it('answers settings as {status, data}', async () => {
    const res = await callRoute(getSettings, { url: '/pageeditor-api/settings' });
    expect(res.json).toMatchObject({ status: 'ok', data: { is_site_online: true, is_shop_online: true } });
  });

  it('answers the current breaking news in the requested language and rejects unknown ones', async () => {
    const res = await callRoute(getNews, { url: '/api/breaking-news/?lang=en' });
    const data = (res.json as unknown as { data: { title: string; link: { url: string } }[] }).data;
    expect(data[0]).toMatchObject({
      title: 'Christmas market in the museum village',
      link: { url: '/en/winter-magic' },
    });
    expect((await callRoute(getNews, { url: '/api/breaking-news/?lang=xx' })).status).toBe(400);
  });

  it('answers today’s opening hours in both lists', async () => {
    const res = await callRoute(getHours, { url: '/api/opening-hours-today/' });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json.opening_hours)).toBe(true);
    expect(Array.isArray(res.json.opening_hours_exceptions)).toBe(true);
  });
});

describe('user calls', () => {
  it('answers 401 for anonymous visitors and the user for a valid session', async () => {
    expect((await callRoute(getUser, { url: '/de/pageeditor-api/user', params: { locale: 'de' } })).status).toBe(401);
    expect(
      (await callRoute(getUserDetails, { url: '/api/user-details/', cookies: { sessionid: 'forged' } })).status,
    ).toBe(401);
    const user = await createUser(db, {
      email: 'anna@example.org',
      username: 'anna',
      password: 'a-long-password',
      first_name: 'Anna',
      last_name: 'Weber',
    });
    const session = await createSession(user.id);
    const res = await callRoute(getUserDetails, { url: '/api/user-details/', cookies: { sessionid: session.id } });
    expect(res.json).toMatchObject({
      is_logged_in: true,
      first_name: 'Anna',
      last_name: 'Weber',
      email: 'anna@example.org',
    });
  });
});

describe('POST /api/dashboard-error-log/', () => {
  it('counts hits per URL', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await callRoute(logError, {
        url: '/api/dashboard-error-log/',
        method: 'POST',
        body: { url: '/de/gibt-es-nicht' },
      });
      expect(res.status).toBe(201);
    }
    const [row] = await db.select().from(schema.errorLog).where(eq(schema.errorLog.url, '/de/gibt-es-nicht'));
    expect(row.hits).toBe(2);
  });

  it('rejects malformed, empty, oversized and foreign requests without storing anything', async () => {
    const before = (await db.select().from(schema.errorLog)).length;
    const notJson = await callRoute(logError, {
      url: '/api/dashboard-error-log/',
      method: 'POST',
      rawBody: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.json.detail).toBe('Request body is not valid JSON');
    expect((await callRoute(logError, { url: '/api/dashboard-error-log/', method: 'POST', body: {} })).status).toBe(
      400,
    );
    expect(
      (
        await callRoute(logError, {
          url: '/api/dashboard-error-log/',
          method: 'POST',
          body: { url: 'x'.repeat(20000) },
        })
      ).status,
    ).toBe(413);
    const foreign = await callRoute(logError, {
      url: '/api/dashboard-error-log/',
      method: 'POST',
      body: { url: '/x' },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect((await db.select().from(schema.errorLog)).length).toBe(before);
  });
});

describe('GET /api/locale-switch/', () => {
  it('leads to the same CMS page or localized route in the other language', async () => {
    const cms = await callRoute(switchLocale, { url: '/api/locale-switch/?to=cs&path=/de/besuch/anreise' });
    expect(cms.status).toBe(303);
    expect(cms.headers.get('location')).toBe('http://localhost:3000/cs/navsteva/doprava');
    const routed = await callRoute(switchLocale, {
      url: '/api/locale-switch/?to=en&path=/de/programm/veranstaltungen',
    });
    expect(routed.headers.get('location')).toBe('http://localhost:3000/en/program/events');
    const unknown = await callRoute(switchLocale, { url: '/api/locale-switch/?to=en&path=/de/gibts-nicht' });
    expect(unknown.headers.get('location')).toBe('http://localhost:3000/en');
    expect((await callRoute(switchLocale, { url: '/api/locale-switch/?to=xx&path=/de' })).status).toBe(400);
  });

  it('keeps the query of a filtered list and avoids articles missing in the target language (issue 19)', async () => {
    const path = encodeURIComponent('/de/programm/veranstaltungen?room=5&genre=2');
    const filtered = await callRoute(switchLocale, { url: `/api/locale-switch/?to=en&path=${path}` });
    expect(filtered.headers.get('location')).toBe('http://localhost:3000/en/program/events?room=5&genre=2');
    // Some demo articles (23, broom making) exist in German only.
    const onlyGerman = (
      await db.select({ id: schema.articles.id, title: schema.articles.title }).from(schema.articles)
    ).find((a) => a.title.de && !a.title.cs);
    expect(onlyGerman, 'an article without a Czech version').toBeTruthy();
    const toCzech = await callRoute(switchLocale, {
      url: `/api/locale-switch/?to=cs&path=/de/mediathek-de/x/${onlyGerman!.id}`,
    });
    expect(toCzech.headers.get('location')).toBe('http://localhost:3000/cs/mediathek-de');
    const toEnglish = await callRoute(switchLocale, { url: '/api/locale-switch/?to=en&path=/de/mediathek-de/x/1' });
    expect(toEnglish.headers.get('location')).toMatch(/^http:\/\/localhost:3000\/en\/mediathek-en\/[^/]+\/1$/);
  });
});

describe('staff login, CSRF and staff-only writes', () => {
  it('logs in with the plain form (no JavaScript): a redirect to next, or back to the page with the refusal; the password never in an address', async () => {
    const { POST: login } = await import('@/app/api/auth/login/route');
    await createUser(db, {
      email: 'form-editor@example.org',
      username: 'form-editor',
      password: 'correct horse battery',
    });
    const post = (
      fields: Record<string, string>,
      headers: Record<string, string> = { origin: 'http://localhost:3000' },
    ) =>
      callRoute(login, {
        url: '/api/auth/login/',
        method: 'POST',
        rawBody: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      });

    const wrong = await post({ username: 'form-editor', password: 'nope', next: '/en/events', locale: 'en' });
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toBe('http://localhost:3000/en/login?error=invalid&next=%2Fen%2Fevents');
    expect(wrong.headers.get('set-cookie')).toBeNull();

    const ok = await post({
      username: 'form-editor',
      password: 'correct horse battery',
      next: '/en/events',
      locale: 'en',
    });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('http://localhost:3000/en/events');
    expect(ok.headers.get('set-cookie') ?? '').toMatch(/sessionid=[^;]+;.*HttpOnly/i);
    for (const answer of [wrong, ok]) expect(answer.headers.get('location')).not.toContain('horse');

    // A next= that would leave the site goes to the language's home page; an empty form is refused in words.
    const away = await post({
      username: 'form-editor',
      password: 'correct horse battery',
      next: '//evil.example',
      locale: 'de',
    });
    expect(away.headers.get('location')).toBe('http://localhost:3000/de');
    const empty = await post({});
    expect(empty.headers.get('location')).toBe('http://localhost:3000/de/login?error=invalid&next=%2Fde');
    expect((await post({ username: 'form\0editor', password: 'x' })).status).toBe(400);
    // A form posted from elsewhere, or without Origin or Sec-Fetch-Site, is refused.
    expect(
      (await post({ username: 'form-editor', password: 'correct horse battery' }, { origin: 'https://evil.example' }))
        .status,
    ).toBe(403);
    expect((await post({ username: 'form-editor', password: 'correct horse battery' }, {})).status).toBe(403);
  });

  it('logs in, then changes settings and redirects only with the CSRF header', async () => {
    const { POST: login } = await import('@/app/api/auth/login/route');
    const { PATCH: patchSettings } = await import('@/app/pageeditor-api/settings/route');
    const { POST: addRedirect } = await import('@/app/[locale]/pageeditor-api/redirect/route');
    await createUser(db, { email: 'editor@example.org', username: 'editor', password: 'correct horse battery' });

    const wrong = await callRoute(login, {
      url: '/api/auth/login/',
      method: 'POST',
      body: { username: 'editor', password: 'nope' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();

    const ok = await callRoute(login, {
      url: '/api/auth/login/',
      method: 'POST',
      body: { username: 'editor@example.org', password: 'correct horse battery' },
    });
    expect(ok.status).toBe(200);
    const setCookie = ok.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/sessionid=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
    const sessionid = /sessionid=([^;]+)/.exec(setCookie)![1];
    const csrf = ok.json.csrf_token as string;

    const anonymous = await callRoute(patchSettings, {
      url: '/pageeditor-api/settings',
      method: 'PATCH',
      body: { is_shop_online: false },
    });
    expect(anonymous.status).toBe(401);
    const noCsrf = await callRoute(patchSettings, {
      url: '/pageeditor-api/settings',
      method: 'PATCH',
      body: { is_shop_online: false },
      cookies: { sessionid },
    });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.json.detail).toMatch(/CSRF/);
    const unknownField = await callRoute(patchSettings, {
      url: '/pageeditor-api/settings',
      method: 'PATCH',
      body: { is_shop_online: false, admin: true },
      cookies: { sessionid },
      headers: { 'x-csrftoken': csrf },
    });
    expect(unknownField.status).toBe(400);
    const changed = await callRoute(patchSettings, {
      url: '/pageeditor-api/settings',
      method: 'PATCH',
      body: { is_shop_online: false },
      cookies: { sessionid },
      headers: { 'x-csrftoken': csrf },
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ data: { is_shop_online: false, is_site_online: true } });

    const bad = await callRoute(addRedirect, {
      url: '/de/pageeditor-api/redirect',
      method: 'POST',
      params: { locale: 'de' },
      body: { old_path: '/de/../x', new_path: '/de' },
      cookies: { sessionid },
      headers: { 'x-csrftoken': csrf },
    });
    expect(bad.status).toBe(400);
    const added = await callRoute(addRedirect, {
      url: '/de/pageeditor-api/redirect',
      method: 'POST',
      params: { locale: 'de' },
      body: { old_path: '/de/kasse', new_path: '/webshop' },
      cookies: { sessionid },
      headers: { 'x-csrftoken': csrf },
    });
    expect(added.status).toBe(201);
    const list = await callRoute(getRedirects, { url: '/de/pageeditor-api/redirect', params: { locale: 'de' } });
    expect(list.json).toContainEqual({ old_path: '/de/kasse', new_path: '/webshop' });
  });
});
