import 'server-only';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { ApiError, idParam, localeParam, notFound, paged, pageQuery, withRoute } from '@/lib/api';
import { defaultLocale, type Locale } from '@/i18n/config';
import { db } from '@/lib/db';
import { requireRole } from '@/features/auth/server';
import type { StaffRole } from '@/features/auth';
import type { AnyResource, ListParams } from '../define';
import { listRecords } from './list';
import { createRecord, deleteRecord, readRecord, recordName, updateRecord } from './service';

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type PublicHandlers = { list?: Handler; get?: Handler };

const MAX_BODY = 512 * 1024;
const body = z.record(z.string(), z.unknown(), { error: 'The body must be a JSON object' });
const collectionParams = z.object({ locale: localeParam.optional() });
const itemParams = z.object({ locale: localeParam.optional(), id: idParam });

const listQuery = z
  .object({
    ...pageQuery(25),
    search: z.string().max(200, 'search is limited to 200 characters').default(''),
    ordering: z.string().max(60).optional(),
    id: z.union([z.array(idParam), idParam.transform((id) => [id])]).default([]),
    view: z.string().optional(),
  })
  .passthrough();

const roles = (r: StaffRole | readonly StaffRole[] | undefined): readonly StaffRole[] =>
  r === undefined ? [] : typeof r === 'string' ? [r] : r;
/** Who may read the editable records: the writers and the resource's readers. */
const readers = (def: AnyResource) => [...roles(def.role), ...roles(def.readRole)];

/** ?view=edit asks for the editable records (staff only); without it public readers get today's answer. */
const wantsEditView = (req: NextRequest) => req.nextUrl.searchParams.get('view') === 'edit';

/**
 * GET (list) and POST (create) of /{lang}/api/<resource>/ or /api/<resource>/. `publicList` keeps an
 * existing public reader at the same path for requests without ?view=edit.
 */
export function collectionRoutes(def: AnyResource, existing: PublicHandlers = {}) {
  const list = withRoute({ params: collectionParams, query: listQuery }, async ({ req, params, query }) => {
    const editView = wantsEditView(req) || !def.publicView;
    if (editView) await requireRole(req, readers(def));
    const { page, page_size, search, ordering, id, view: _view, ...rest } = query;
    const filterFields = Object.fromEntries(Object.entries(rest).filter(([key]) => key !== 'lang'));
    const filters = def.filters ? def.filters.schema.parse(filterFields) : {};
    const locale = (params.locale ?? defaultLocale) as Locale;
    const listParams: ListParams<unknown> = {
      page,
      pageSize: page_size,
      search,
      ordering: parseOrdering(def, ordering),
      ids: id,
      filters,
      locale,
    };
    const result = await listRecords(def, db(), listParams, editView ? undefined : def.publicView!.where());
    const results = editView ? result.results : result.results.map((r) => def.publicView!.map(r, locale));
    return paged(req.url, results, result.count, page, page_size);
  });
  const create = withRoute(
    { params: collectionParams, body, maxBodyBytes: MAX_BODY, guard: (req) => requireRole(req, def.role) },
    async ({ body: payload, guarded: user }) => {
      const record = await createRecord(def, user, payload);
      return Response.json(record, { status: 201 });
    },
  );
  return {
    GET: (async (req, ctx) =>
      existing.list && !wantsEditView(req) ? existing.list(req, ctx) : list(req, ctx)) as Handler,
    POST: create as Handler,
  };
}

/** GET, POST (update, docs/requirements.md §7), PATCH and DELETE of <resource>/{id}/. */
export function itemRoutes(def: AnyResource, existing: PublicHandlers = {}) {
  const get = withRoute({ params: itemParams }, async ({ req, params }) => {
    await requireRole(req, readers(def));
    const record = await readRecord(def, params.id);
    if (!record) throw notFound(recordName(def));
    return record;
  });
  const update = (merge: boolean) =>
    withRoute(
      { params: itemParams, body, maxBodyBytes: MAX_BODY, guard: (req) => requireRole(req, def.role) },
      async ({ params, body: payload, guarded: user }) => updateRecord(def, user, params.id, payload, merge),
    );
  const remove = withRoute(
    { params: itemParams, guard: (req) => requireRole(req, def.role) },
    async ({ params, guarded: user }) => deleteRecord(def, user, params.id),
  );
  return {
    GET: (async (req, ctx) =>
      existing.get && !wantsEditView(req) ? existing.get(req, ctx) : get(req, ctx)) as Handler,
    POST: update(false) as Handler,
    PATCH: update(true) as Handler,
    DELETE: remove as Handler,
  };
}

function parseOrdering(def: AnyResource, raw: string | undefined) {
  if (!raw) return null;
  const desc = raw.startsWith('-');
  const field = desc ? raw.slice(1) : raw;
  if (!(field in def.orderings))
    throw new ApiError(
      400,
      `ordering must be one of ${Object.keys(def.orderings).join(', ')} (with - for descending)`,
      'bad_request',
    );
  return { field, desc };
}
