import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../helpers/db';
import { resourceClient, resourceContract, staffAuth, type Json } from '../helpers/resource';
import * as articles from '@/app/[locale]/api/articles/route';
import * as article from '@/app/[locale]/api/articles/[id]/route';
import * as forms from '@/app/[locale]/api/forms/route';
import * as form from '@/app/[locale]/api/forms/[id]/route';
import * as pages from '@/app/[locale]/api/pages/route';
import * as page from '@/app/[locale]/api/pages/[id]/route';
import * as navigation from '@/app/api/navigation/route';
import * as navItem from '@/app/api/navigation/[id]/route';
import * as categories from '@/app/api/article-categories/route';
import * as category from '@/app/api/article-categories/[id]/route';
import * as groups from '@/app/api/person-categories/route';
import * as group from '@/app/api/person-categories/[id]/route';
import * as media from '@/app/api/media/route';
import * as mediaItem from '@/app/api/media/[id]/route';
import { GET as getRedirects } from '@/app/[locale]/pageeditor-api/redirect/route';
import { callRoute } from '../helpers/route';
import { schema, type Db } from '@/lib/db';

let db: Db;
let auth: { editor: Awaited<ReturnType<typeof staffAuth>>; admin: Awaited<ReturnType<typeof staffAuth>> };
const articleApi = resourceClient({ collection: articles, item: article } as never, '/de/api/articles/', 'de');
const formApi = resourceClient({ collection: forms, item: form } as never, '/de/api/forms/', 'de');
const pageApi = resourceClient({ collection: pages, item: page } as never, '/de/api/pages/', 'de');
const navApi = resourceClient({ collection: navigation, item: navItem } as never, '/api/navigation/');
const categoryApi = resourceClient({ collection: categories, item: category } as never, '/api/article-categories/');
const groupApi = resourceClient({ collection: groups, item: group } as never, '/api/person-categories/');
const mediaApi = resourceClient({ collection: media, item: mediaItem } as never, '/api/media/');

beforeAll(async () => {
  ({ db } = await testDatabase({ demo: true }));
  auth = { editor: await staffAuth(db, 'editor'), admin: await staffAuth(db, 'admin') };
});

describe('articles resource', () => {
  resourceContract({
    client: () => articleApi,
    auth: () => auth,
    role: 'editor',
    valid: () => ({
      title: { de: 'Wie das Brot in den Ofen kommt' },
      published_at: new Date().toISOString(),
      body: {
        de: [
          {
            id: 'b1',
            kind: 'text',
            content: '<p>Im <strong>Backhaus</strong> <script>alert(1)</script>brennt das Feuer.</p>',
          },
        ],
      },
    }),
    change: { is_online: false },
    invalid: { body: { body: { de: [{ kind: 'nonsense' }] } }, field: 'body' },
  });

  it('stores block rich text sanitized', async () => {
    const res = await articleApi.create(
      {
        title: { de: 'Sauber' },
        published_at: new Date().toISOString(),
        body: { de: [{ id: 'b1', kind: 'text', content: '<p onclick="x()">Hallo<script>alert(1)</script></p>' }] },
      },
      auth.editor,
    );
    expect(res.status).toBe(201);
    expect(JSON.stringify(res.json.body)).not.toMatch(/script|onclick/);
  });
});

describe('forms resource', () => {
  resourceContract({
    client: () => formApi,
    auth: () => auth,
    role: 'editor',
    valid: () => ({
      title: { de: 'Anmeldung Töpferkurs' },
      fields: [{ slug: 'name', label: { de: 'Name' }, field_type: 1, required: true }],
    }),
    change: { intro: { de: 'Bitte bis Freitag anmelden.' } },
    invalid: { body: { fields: [{ slug: 'email2', label: { de: 'x' }, field_type: 99 }] }, field: 'fields' },
  });

  it('refuses to delete a form that has entries (409)', async () => {
    const created = await formApi.create(
      { title: { de: 'Feedback' }, fields: [{ slug: 'text', label: { de: 'Text' }, field_type: 2 }] },
      auth.editor,
    );
    await db
      .insert(schema.formEntries)
      .values({ formId: created.json.id as number, locale: 'de', values: { text: 'Schön war es' } });
    // A visitor's entry is no edit conflict for the staff member who opened the form before it came in.
    expect(
      (
        await formApi.patch(
          created.json.id as number,
          { intro: { de: 'Danke!' }, version: created.json.version },
          auth.editor,
        )
      ).status,
    ).toBe(200);
    const res = await formApi.remove(created.json.id as number, auth.editor);
    expect(res.status).toBe(409);
    expect(String(res.json.detail)).toMatch(/1 submitted entry/);
  });
});

describe('pages resource', () => {
  resourceContract({
    client: () => pageApi,
    auth: () => auth,
    role: 'editor',
    valid: () => ({
      title: { de: 'Winterzauber', en: 'Winter magic' },
      paths: { de: `/winterzauber-${Date.now()}`, en: `/winter-magic-${Date.now()}` },
    }),
    change: { in_footer: true },
    invalid: { body: { paths: { de: '/../etc' } }, field: 'paths' },
  });

  it('leaves a redirect when a path changes, and refuses a path of another page (409)', async () => {
    const created = await pageApi.create(
      { title: { de: 'Alte Adresse' }, paths: { de: '/alte-adresse' } },
      auth.editor,
    );
    const moved = await pageApi.patch(created.json.id as number, { paths: { de: '/neue-adresse' } }, auth.editor);
    expect(moved.status).toBe(200);
    const redirects = await callRoute(getRedirects, { url: '/de/pageeditor-api/redirect', params: { locale: 'de' } });
    expect(redirects.json).toContainEqual({ old_path: '/de/alte-adresse', new_path: '/de/neue-adresse' });
    expect((await pageApi.patch(created.json.id as number, { paths: { de: '' } }, auth.editor)).status).toBe(409);
  });

  it('refuses to delete a page with sub-pages (409) and to place a page below itself (422)', async () => {
    const parent = await pageApi.create({ title: { de: 'Eltern' }, paths: { de: '/eltern' } }, auth.editor);
    const child = await pageApi.create(
      { title: { de: 'Kind' }, paths: { de: '/eltern/kind' }, parent_id: parent.json.id },
      auth.editor,
    );
    expect((await pageApi.remove(parent.json.id as number, auth.editor)).status).toBe(409);
    expect((await pageApi.patch(parent.json.id as number, { parent_id: child.json.id }, auth.editor)).status).toBe(422);
  });
});

describe('navigation resource', () => {
  resourceContract({
    client: () => navApi,
    auth: () => auth,
    role: 'editor',
    valid: () => ({ menu: 'footer', label: { de: 'Presse' }, url: { de: '/de/presse' } }),
    change: { position: 7 },
    invalid: { body: { menu: 'sidebar' }, field: 'menu' },
  });
});

describe('categories and tags (named resources)', () => {
  resourceContract({
    client: () => categoryApi,
    auth: () => auth,
    role: 'editor',
    valid: () => ({ name: { de: 'Handwerk', en: 'Crafts' } }),
    change: { position: 4 },
    invalid: { body: { name: { de: '' } }, field: 'name' },
  });

  it('keeps the public list of categories and refuses to delete a team group with members (409)', async () => {
    const list = await callRoute(categories.GET as never, { url: '/api/article-categories/?lang=de' });
    expect(Array.isArray(list.json)).toBe(true);
    const used = (await groupApi.list('view=edit', auth.editor)).json.results as Json[];
    const res = await groupApi.remove(used[0].id as number, auth.editor);
    expect(res.status).toBe(409);
    expect(String(res.json.detail)).toMatch(/team member/);
  });
});

describe('navigation references', () => {
  it('an entry with sub-entries cannot be deleted (409)', async () => {
    const parent = await navApi.create(
      { menu: 'main', label: { de: 'Besuch' }, url: { de: '/de/besuch' } },
      auth.editor,
    );
    await navApi.create(
      { menu: 'main', label: { de: 'Anreise' }, url: { de: '/de/besuch/anreise' }, parent_id: parent.json.id },
      auth.editor,
    );
    const res = await navApi.remove(parent.json.id as number, auth.editor);
    expect(res.status).toBe(409);
    expect(String(res.json.detail)).toMatch(/Anreise/);
  });
});

describe('media resource', () => {
  it('uploads an image (multipart), edits its texts per language, names where it is used', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const body = new FormData();
    body.set('file', new File([png], 'dot.png', { type: 'image/png' }));
    body.set('alt', 'Ein Punkt');
    const { NextRequest } = await import('next/server');
    const req = new NextRequest('http://localhost:3000/api/media/', {
      method: 'POST',
      body,
      headers: { ...auth.editor.headers, cookie: `sessionid=${auth.editor.cookies.sessionid}` },
    });
    const res = await media.POST(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Json;
    const patched = await mediaApi.patch(
      created.id as number,
      { alt: { de: 'Ein Punkt', en: 'A dot' }, caption: { de: 'Foto: Archiv' } },
      auth.editor,
    );
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({
      alt: { de: 'Ein Punkt', en: 'A dot' },
      caption: { de: 'Foto: Archiv' },
      used_in: [],
    });
    const used = (await mediaApi.list('view=edit&page_size=100', auth.editor)).json.results as Json[];
    const inUse = used.find((m) => (m.used_in as string[]).length > 0)!;
    const refused = await mediaApi.remove(inUse.id as number, auth.editor);
    expect(refused.status).toBe(409);
    expect(String(refused.json.detail)).toContain((inUse.used_in as string[])[0]);
    expect((await mediaApi.patch(created.id as number, { alt: { de: '' } }, auth.editor)).status).toBe(422);
    expect((await mediaApi.list('view=edit')).status).toBe(401);
    expect(
      (await mediaApi.patch(created.id as number, { credit: 'x' }, { cookies: auth.editor.cookies, headers: {} }))
        .status,
    ).toBe(403);
    expect((await mediaApi.patch(created.id as number, { credit: 'x', version: 'old' }, auth.editor)).status).toBe(409);
    const noCsrf = new NextRequest('http://localhost:3000/api/media/', {
      method: 'POST',
      body,
      headers: { cookie: `sessionid=${auth.editor.cookies.sessionid}` },
    });
    expect((await media.POST(noCsrf, { params: Promise.resolve({}) })).status).toBe(403);
    expect((await mediaApi.remove(created.id as number, auth.editor)).status).toBe(200);
  });
});
