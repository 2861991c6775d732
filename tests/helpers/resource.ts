import { expect, it } from 'vitest';
import type { Db } from '@/lib/db';
import type { StaffRole } from '@/features/auth';
import { createSession, createUser } from '@/features/auth/server';
import { callRoute } from './route';

type Handler = Parameters<typeof callRoute>[0];
type Auth = { cookies: Record<string, string>; headers: Record<string, string>; username?: string };
export type Json = Record<string, unknown>;

let counter = 0;
/** A logged-in staff user with the given role: the cookie and CSRF header its requests carry. */
export async function staffAuth(db: Db, role: StaffRole): Promise<Auth> {
  const name = `${role}-${++counter}-${process.pid}`;
  const user = await createUser(db, {
    email: `${name}@example.org`,
    username: name,
    password: 'a-long-password',
    role,
  });
  const session = await createSession(user.id);
  return { cookies: { sessionid: session.id }, headers: { 'x-csrftoken': session.csrfToken }, username: name };
}

type Routes = {
  collection: { GET: Handler; POST: Handler };
  item: { GET: Handler; POST: Handler; PATCH: Handler; DELETE: Handler };
};

/**
 * A client for one resource of the resource API, calling its route handlers as Next would:
 * base is the path without the id ("/de/api/venues/"), locale the {locale} param or undefined.
 */
export function resourceClient(routes: Routes, base: string, locale?: string) {
  const params = (id?: number | string) => ({
    ...(locale ? { locale } : {}),
    ...(id !== undefined ? { id: String(id) } : {}),
  });
  return {
    list: (query = 'view=edit', auth?: Auth) =>
      callRoute(routes.collection.GET, { url: `${base}?${query}`, params: params(), ...auth }),
    get: (id: number | string, auth?: Auth) =>
      callRoute(routes.item.GET, { url: `${base}${id}/?view=edit`, params: params(id), ...auth }),
    create: (body: unknown, auth?: Auth) =>
      callRoute(routes.collection.POST, { url: base, method: 'POST', params: params(), body, ...auth }),
    update: (id: number | string, body: unknown, auth?: Auth) =>
      callRoute(routes.item.POST, { url: `${base}${id}/`, method: 'POST', params: params(id), body, ...auth }),
    patch: (id: number | string, body: unknown, auth?: Auth) =>
      callRoute(routes.item.PATCH, { url: `${base}${id}/`, method: 'PATCH', params: params(id), body, ...auth }),
    remove: (id: number | string, auth?: Auth) =>
      callRoute(routes.item.DELETE, { url: `${base}${id}/`, method: 'DELETE', params: params(id), ...auth }),
  };
}

/**
 * The cases every resource must pass (issue 14): list, get, create, update by POST and PATCH,
 * delete, invalid payload, no session, no CSRF, wrong role, unknown id, stale update. Resource
 * specific cases (referenced delete, public view) live in each resource's test file.
 */
export function resourceContract(options: {
  client: () => ReturnType<typeof resourceClient>;
  auth: () => { editor: Auth; admin: Auth };
  role: 'editor' | 'admin';
  valid: () => Json;
  change: Json;
  invalid: { body: Json; field: string };
  deletable?: boolean;
}) {
  const writer = () => (options.role === 'admin' ? options.auth().admin : options.auth().editor);
  const noCsrf = () => ({ cookies: writer().cookies, headers: {} });

  it('creates, reads, lists, updates by POST and PATCH, and deletes a record', async () => {
    const api = options.client();
    const created = await api.create(options.valid(), writer());
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = created.json.id as number;
    expect(typeof created.json.version).toBe('string');
    const read = await api.get(id, writer());
    expect(read.status).toBe(200);
    expect(read.json.id).toBe(id);
    const listed = await api.list(`view=edit&id=${id}`, writer());
    expect(listed.status).toBe(200);
    expect(listed.json).toMatchObject({ count: 1, next: null, previous: null });
    expect((listed.json.results as Json[])[0].id).toBe(id);
    const posted = await api.update(id, { ...read.json, ...options.change }, writer());
    expect(posted.status, JSON.stringify(posted.json)).toBe(200);
    expect(posted.json).toMatchObject(options.change);
    const patched = await api.patch(id, options.change, writer());
    expect(patched.status, JSON.stringify(patched.json)).toBe(200);
    expect(patched.json).toMatchObject(options.change);
    if (options.deletable !== false) {
      const deleted = await api.remove(id, writer());
      expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
      expect((await api.get(id, writer())).status).toBe(404);
    }
  });

  it('answers 422 with errors per field for an invalid payload and stores nothing', async () => {
    const api = options.client();
    const before = await api.list('view=edit&page_size=1', writer());
    const res = await api.create({ ...options.valid(), ...options.invalid.body }, writer());
    if (options.deletable === false) expect([405, 422]).toContain(res.status);
    else {
      expect(res.status).toBe(422);
      expect(Object.keys(res.json.errors as Json).some((k) => k.startsWith(options.invalid.field))).toBe(true);
      expect((await api.list('view=edit&page_size=1', writer())).json.count).toBe(before.json.count);
    }
  });

  it('answers 401 without a session, 403 without CSRF and 403 for the wrong role', async () => {
    const api = options.client();
    expect((await api.create(options.valid())).status).toBe(401);
    expect((await api.create(options.valid(), noCsrf())).status).toBe(403);
    expect((await api.list('view=edit')).status).toBe(401);
    if (options.role === 'admin') {
      expect((await api.create(options.valid(), options.auth().editor)).status).toBe(403);
      expect((await api.list('view=edit', options.auth().editor)).status).toBe(403);
    }
  });

  it('answers 404 for an unknown id, 400 for a non-numeric id or ordering, 409 for a stale update', async () => {
    const api = options.client();
    expect((await api.get(999_999, writer())).status).toBe(404);
    expect((await api.patch(999_999, options.change, writer())).status).toBe(404);
    expect((await api.get('abc', writer())).status).toBe(400);
    expect((await api.list('view=edit&ordering=nonsense', writer())).status).toBe(400);
    const list = await api.list('view=edit&page_size=1', writer());
    const record = (list.json.results as Json[])[0];
    const stale = await api.patch(record.id as number, { ...options.change, version: 'stale-version' }, writer());
    expect(stale.status).toBe(409);
    expect(String(stale.json.detail)).toMatch(/changed by someone else/);
  });
}
