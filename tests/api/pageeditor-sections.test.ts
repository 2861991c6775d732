import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';
import { POST as createContainer } from '@/app/[locale]/pageeditor-api/container/route';
import { DELETE as deleteContainer, PATCH as patchContainer } from '@/app/[locale]/pageeditor-api/container/[id]/route';
import { GET as getContainer } from '@/app/[locale]/pageeditor-api/container/by-slug/[slug]/route';
import { GET as getPage } from '@/app/[locale]/pageeditor-api/page/[[...path]]/route';
import { createSession, createUser } from '@/features/auth/server';
import type { ContainerEntity } from '@/features/blocks';
import type { Db } from '@/lib/db';

let db: Db;
let staff: { cookies: Record<string, string>; headers: Record<string, string> };
let pageId: number;

beforeAll(async () => {
  ({ db } = await testDatabase({ demo: true }));
  const user = await createUser(db, { email: 'editor@example.org', username: 'editor', password: 'a-long-password' });
  const session = await createSession(user.id);
  staff = { cookies: { sessionid: session.id }, headers: { 'x-csrftoken': session.csrfToken } };
  const page = await callRoute(getPage, {
    url: '/de/pageeditor-api/page/besuch/anreise',
    params: { locale: 'de', path: ['besuch', 'anreise'] },
  });
  pageId = page.json.id as number;
});

const create = (body: unknown, auth = staff) =>
  callRoute(createContainer, {
    url: '/de/pageeditor-api/container/',
    method: 'POST',
    params: { locale: 'de' },
    body,
    ...auth,
  });
const patch = (id: string, body: unknown, auth = staff) =>
  callRoute(patchContainer, {
    url: `/de/pageeditor-api/container/${id}/`,
    method: 'PATCH',
    params: { locale: 'de', id },
    body,
    ...auth,
  });
const bySlug = (slug: string) =>
  callRoute(getContainer, { url: `/de/pageeditor-api/container/by-slug/${slug}`, params: { locale: 'de', slug } });

describe('POST /{lang}/pageeditor-api/container/', () => {
  it('creates an empty section for a page (201) that GET by slug then returns', async () => {
    const res = await create({
      slug: 'anreise-extra',
      model: 'section',
      parent: null,
      content_type: 'page',
      object_id: pageId,
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      slug: 'anreise-extra',
      model: 'section',
      parent: null,
      content_type: 'page',
      object_id: pageId,
      columns: [{ classes: '', children: [] }],
    });
    const read = await bySlug('anreise-extra');
    expect(read.status).toBe(200);
    expect(read.json.id).toBe(res.json.id);
    expect((await create({ slug: 'anreise-extra', content_type: 'page', object_id: pageId })).status).toBe(409);
  });

  it('refuses without a session (401), without CSRF (403), bad JSON (400), wrong fields (422), unknown pages (404), oversized bodies (413)', async () => {
    expect((await create({ slug: 'x1' }, { cookies: {}, headers: {} })).status).toBe(401);
    expect((await create({ slug: 'x1' }, { cookies: staff.cookies, headers: {} })).status).toBe(403);
    const badJson = await callRoute(createContainer, {
      url: '/de/pageeditor-api/container/',
      method: 'POST',
      params: { locale: 'de' },
      rawBody: '{"slug":',
      headers: { ...staff.headers, 'content-type': 'application/json' },
      cookies: staff.cookies,
    });
    expect(badJson.status).toBe(400);
    const wrong = await create({ slug: 'bad slug!', object_id: 'seven', admin: true });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.json.errors as object)).toEqual(expect.arrayContaining(['slug', 'object_id']));
    expect((await create({ slug: 'x2', content_type: 'page', object_id: 999_999 })).status).toBe(404);
    expect(
      (
        await create({
          slug: 'x3',
          columns: [{ classes: '', children: [{ kind: 'text', id: 't', content: 'x'.repeat(2_200_000) }] }],
        })
      ).status,
    ).toBe(413);
    expect((await bySlug('x1')).status).toBe(404);
  });
});

describe('PATCH and DELETE /{lang}/pageeditor-api/container/{id}/', () => {
  it('saves blocks with the version the edit started from, sanitized, and refuses a stale version (409)', async () => {
    const section = (await create({ slug: 'anreise-save', content_type: 'page', object_id: pageId }))
      .json as unknown as ContainerEntity;
    const body = {
      version: section.updated_at,
      settings: { layout: '50-50', variant: 'colored' },
      columns: [
        { classes: '', children: [{ kind: 'headline', id: 'h1', content: 'Mit dem Rad zum Museumsdorf' }] },
        {
          classes: '',
          children: [
            {
              kind: 'text',
              id: 't1',
              content: '<p onclick="x()">Radweg <script>alert(1)</script><strong>R7</strong></p>',
            },
          ],
        },
      ],
    };
    const saved = await patch(String(section.id), body);
    expect(saved.status).toBe(200);
    const stored = saved.json as unknown as ContainerEntity;
    expect(stored.settings).toMatchObject({ layout: '50-50', variant: 'colored' });
    expect(stored.columns[1].children[0]).toMatchObject({ kind: 'text', content: '<p>Radweg <strong>R7</strong></p>' });
    expect(stored.updated_at).not.toBe(section.updated_at);
    const stale = await patch(String(section.id), body);
    expect(stale.status).toBe(409);
    const page = await callRoute(getPage, {
      url: '/de/pageeditor-api/page/besuch/anreise',
      params: { locale: 'de', path: ['besuch', 'anreise'] },
    });
    expect(JSON.stringify(page.json.modules)).toContain('Mit dem Rad zum Museumsdorf');
  });

  it('answers 422 for invalid blocks or a layout without its columns, 404 for unknown or huge ids, 401/403 without session or CSRF', async () => {
    const section = (await create({ slug: 'anreise-invalid', content_type: 'page', object_id: pageId }))
      .json as unknown as ContainerEntity;
    const base = { version: section.updated_at, settings: { layout: '100' } };
    const invalidBlock = await patch(String(section.id), {
      ...base,
      columns: [{ classes: '', children: [{ kind: 'video', id: 'v', video_url: 'https://evil.example/v' }] }],
    });
    expect(invalidBlock.status).toBe(422);
    expect(invalidBlock.json.detail).toMatch(/only YouTube/);
    expect(
      (
        await patch(String(section.id), {
          ...base,
          settings: { layout: '50-50' },
          columns: [{ classes: '', children: [] }],
        })
      ).status,
    ).toBe(422);
    expect((await patch(String(section.id), { ...base, columns: 'none' })).status).toBe(422);
    expect((await patch('999999', { ...base, columns: [{ classes: '', children: [] }] })).status).toBe(404);
    expect((await patch('99999999999999999999', { ...base, columns: [{ classes: '', children: [] }] })).status).toBe(
      400,
    );
    expect((await patch(String(section.id), base, { cookies: {}, headers: {} })).status).toBe(401);
    expect((await patch(String(section.id), base, { cookies: staff.cookies, headers: {} })).status).toBe(403);
    const badJson = await callRoute(patchContainer, {
      url: `/de/pageeditor-api/container/${section.id}/`,
      method: 'PATCH',
      params: { locale: 'de', id: String(section.id) },
      rawBody: '{"version":',
      headers: { ...staff.headers, 'content-type': 'application/json' },
      cookies: staff.cookies,
    });
    expect(badJson.status).toBe(400);
    const huge = {
      ...base,
      columns: [{ classes: '', children: [{ kind: 'text', id: 't', content: 'x'.repeat(2_200_000) }] }],
    };
    expect((await patch(String(section.id), huge)).status).toBe(413);
    expect((await bySlug('anreise-invalid')).json.columns).toEqual([{ classes: '', children: [] }]);
  });

  it('deletes a section (204), then it is gone (404)', async () => {
    const section = (await create({ slug: 'anreise-delete', content_type: 'page', object_id: pageId }))
      .json as unknown as ContainerEntity;
    const del = (id: string, auth = staff) =>
      callRoute(deleteContainer, {
        url: `/de/pageeditor-api/container/${id}/`,
        method: 'DELETE',
        params: { locale: 'de', id },
        ...auth,
      });
    expect((await del(String(section.id), { cookies: staff.cookies, headers: {} })).status).toBe(403);
    expect((await del(String(section.id))).status).toBe(204);
    expect((await del(String(section.id))).status).toBe(404);
    expect((await bySlug('anreise-delete')).status).toBe(404);
  });
});

describe('checks before the body', () => {
  it('answers 404 for an unknown section even when the body is invalid, and accepts the model name container (docs/requirements.md §7)', async () => {
    expect((await patch('999999', { columns: [] })).status).toBe(404);
    const created = await create({
      slug: 'spec-model',
      model: 'container',
      parent: null,
      content_type: 'page',
      object_id: pageId,
    });
    expect(created.status).toBe(201);
    expect(created.json.model).toBe('container');
  });
});
