import { HttpError, type DataProvider } from 'react-admin';
import { CSRF_COOKIE, CSRF_HEADER } from '@/features/auth';
import { getCookie } from '@/lib/browser-cookie';

/**
 * Where each dashboard resource lives in the resource API (the generic resource helper of docs/requirements.md §7):
 * translated content under /{lang}/api/, site-wide resources under /api/.
 */
const LOCALIZED = new Set([
  'events',
  'productions',
  'series',
  'venues',
  'persons',
  'articles',
  'forms',
  'pages',
  'visitors',
]);

/** Field errors arrive as {"paths.de": ["…"]}; react-admin wants {paths: {de: "…"}}. */
function nestErrors(errors: Record<string, string[]> | undefined) {
  const out: Record<string, unknown> = {};
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const keys = path.split('.');
    let node = out;
    keys.slice(0, -1).forEach((k) => (node = (node[k] ??= {}) as Record<string, unknown>));
    node[keys[keys.length - 1]] = messages[0];
  }
  return out;
}

/** A request to the resource API with the CSRF header; a refusal becomes react-admin's HttpError (field errors and the error code included). */
async function call<T = Record<string, unknown>>(url: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (init.body && typeof init.body === 'string') headers.set('content-type', 'application/json');
  if (init.method && init.method !== 'GET') headers.set(CSRF_HEADER, getCookie(CSRF_COOKIE) ?? '');
  const res = await fetch(url, { ...init, headers, credentials: 'same-origin' });
  const body = res.status === 204 ? {} : await res.json().catch(() => ({}));
  if (!res.ok) {
    const detail = typeof body.detail === 'string' ? body.detail : `Error ${res.status}`;
    throw new HttpError(detail, res.status, { errors: nestErrors(body.errors), code: body.code });
  }
  return body as T;
}

/** The data provider of the dashboard: our paged objects, ordering, search and filters, with the CSRF header. */
export function resourceDataProvider(locale: string): DataProvider {
  const base = (resource: string) => (LOCALIZED.has(resource) ? `/${locale}/api/${resource}/` : `/api/${resource}/`);

  const query = (params: Record<string, unknown>) => {
    const q = new URLSearchParams({ view: 'edit' });
    for (const [key, value] of Object.entries(params)) {
      if (value === undefined || value === null || value === '') continue;
      if (Array.isArray(value)) value.forEach((v) => q.append(key, String(v)));
      else q.set(key, String(value));
    }
    return q.toString();
  };

  // Records are whatever each resource returns: typed by the forms that use them, not here.
  type Paged = { count: number; results: never[] };

  return {
    async getList(resource, { pagination, sort, filter }) {
      const { q, ...filters } = filter ?? {};
      const ordering =
        sort && sort.field && sort.field !== 'id' ? `${sort.order === 'DESC' ? '-' : ''}${sort.field}` : undefined;
      const page = await call<Paged>(
        `${base(resource)}?${query({ page: pagination?.page, page_size: pagination?.perPage, ordering, search: q, ...filters })}`,
      );
      return { data: page.results, total: page.count };
    },
    async getOne(resource, { id }) {
      return { data: await call<never>(`${base(resource)}${id}/?view=edit`) };
    },
    async getMany(resource, { ids }) {
      if (!ids.length) return { data: [] };
      const page = await call<Paged>(`${base(resource)}?${query({ id: ids, page_size: 100 })}`);
      return { data: page.results };
    },
    async getManyReference(resource, { target, id, pagination, sort, filter }) {
      const ordering =
        sort?.field && sort.field !== 'id' ? `${sort.order === 'DESC' ? '-' : ''}${sort.field}` : undefined;
      const page = await call<Paged>(
        `${base(resource)}?${query({ ...filter, [target]: id, page: pagination.page, page_size: pagination.perPage, ordering })}`,
      );
      return { data: page.results, total: page.count };
    },
    async create(resource, { data }) {
      if (data instanceof FormData) return { data: await call<never>(base(resource), { method: 'POST', body: data }) };
      return { data: await call<never>(base(resource), { method: 'POST', body: JSON.stringify(data) }) };
    },
    async update(resource, { id, data, previousData }) {
      // The version the form was loaded with travels along: a save over someone else's change is refused (409).
      const body = { ...data, version: previousData?.version ?? data.version };
      return { data: await call<never>(`${base(resource)}${id}/`, { method: 'PATCH', body: JSON.stringify(body) }) };
    },
    async updateMany(resource, { ids, data }) {
      for (const id of ids) await call(`${base(resource)}${id}/`, { method: 'PATCH', body: JSON.stringify(data) });
      return { data: ids };
    },
    async delete(resource, { id, previousData }) {
      await call(`${base(resource)}${id}/`, { method: 'DELETE' });
      return { data: (previousData ?? { id }) as never };
    },
    async deleteMany(resource, { ids }) {
      for (const id of ids) await call(`${base(resource)}${id}/`, { method: 'DELETE' });
      return { data: ids };
    },
  };
}

/** A POST to an action path of a resource (restore, mark paid …) with the CSRF header. */
export const postAction = (url: string) => call(url, { method: 'POST' });
