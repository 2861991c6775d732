import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';
import { PATCH as patchSettings } from '@/app/[locale]/pageeditor-api/page-settings/[id]/route';
import { GET as getPage } from '@/app/[locale]/pageeditor-api/page/[[...path]]/route';
import { GET as getRedirects } from '@/app/[locale]/pageeditor-api/redirect/route';
import { createSession, createUser } from '@/features/auth/server';
import type { Db } from '@/lib/db';

let db: Db;
let staff: { cookies: Record<string, string>; headers: Record<string, string> };
let page: { id: number; parentId: number };

beforeAll(async () => {
  ({ db } = await testDatabase({ demo: true }));
  const user = await createUser(db, {
    email: 'settings@example.org',
    username: 'settings',
    password: 'a-long-password',
  });
  const session = await createSession(user.id);
  staff = { cookies: { sessionid: session.id }, headers: { 'x-csrftoken': session.csrfToken } };
  const res = await callRoute(getPage, {
    url: '/de/pageeditor-api/page/besuch/anreise',
    params: { locale: 'de', path: ['besuch', 'anreise'] },
  });
  page = { id: res.json.id as number, parentId: (res.json.parent as { id: number }).id };
});

const patch = (id: number | string, body: unknown, auth = staff) =>
  callRoute(patchSettings, {
    url: `/de/pageeditor-api/page-settings/${id}/`,
    method: 'PATCH',
    params: { locale: 'de', id: String(id) },
    body,
    ...auth,
  });

describe('PATCH /{lang}/pageeditor-api/page-settings/{id}/', () => {
  it('changes title, meta and path in this language only, and redirects the old path', async () => {
    const res = await patch(page.id, {
      title: 'Anreise und Parken',
      meta_description: 'Mit Bahn, Bus, Rad oder Auto ins Museumsdorf.',
      path: '/besuch/anreise-und-parken',
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      title: 'Anreise und Parken',
      meta_description: 'Mit Bahn, Bus, Rad oder Auto ins Museumsdorf.',
      urls: { de: '/de/besuch/anreise-und-parken', en: '/en/visit/getting-here' },
    });
    const english = await callRoute(getPage, {
      url: '/en/pageeditor-api/page/visit/getting-here',
      params: { locale: 'en', path: ['visit', 'getting-here'] },
    });
    expect(english.json.title).toBe('Getting here');
    const redirects = await callRoute(getRedirects, { url: '/de/pageeditor-api/redirect', params: { locale: 'de' } });
    expect(redirects.json).toContainEqual({
      old_path: '/de/besuch/anreise',
      new_path: '/de/besuch/anreise-und-parken',
    });
  });

  it('refuses a path of another page (409), a parent below the page itself (422), unknown fields and types (422)', async () => {
    expect((await patch(page.id, { path: '/besuch' })).status).toBe(409);
    expect((await patch(page.parentId, { parent: page.id })).status).toBe(422);
    const wrong = await patch(page.id, { is_online: 'yes', title: '', admin: true });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors).toHaveProperty('is_online');
    expect((await patch(page.id, { path: '/../etc' })).status).toBe(422);
  });

  it('answers 401 without a session, 403 without CSRF, 404 for an unknown page, 400 for a non-numeric id', async () => {
    expect((await patch(page.id, { in_menu: true }, { cookies: {}, headers: {} })).status).toBe(401);
    expect((await patch(page.id, { in_menu: true }, { cookies: staff.cookies, headers: {} })).status).toBe(403);
    expect((await patch(999_999, { in_menu: true })).status).toBe(404);
    expect((await patch('abc', { in_menu: true })).status).toBe(400);
  });

  it('answers 400 for malformed JSON and 413 for an oversized body, and changes nothing', async () => {
    const raw = (rawBody: string) =>
      callRoute(patchSettings, {
        url: `/de/pageeditor-api/page-settings/${page.id}/`,
        method: 'PATCH',
        params: { locale: 'de', id: String(page.id) },
        rawBody,
        headers: { ...staff.headers, 'content-type': 'application/json' },
        cookies: staff.cookies,
      });
    expect((await raw('{"title":')).status).toBe(400);
    expect((await patch(page.id, { meta_description: 'x'.repeat(2_000_000) })).status).toBe(413);
  });
});
