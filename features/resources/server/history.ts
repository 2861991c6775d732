import 'server-only';
import { and, desc, eq, gte, ilike, or, count, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { db, escapeLike, schema } from '@/lib/db';
import { ApiError, idParam, notFound, paged, pageQuery, withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import type { AnyResource } from '../define';
import { restoreRecord } from './service';
import { TRASH_DAYS } from './trash';

const { auditLog, trash } = schema;

const auditQuery = z.object({
  ...pageQuery(50),
  resource: z.string().max(60).optional(),
  record_id: z.string().max(20).optional(),
  username: z.string().max(64).optional(),
  search: z.string().max(200).default(''),
  view: z.string().optional(),
  ordering: z.string().optional(),
});

/** GET /api/audit-log/ - every write through the resource API, newest first (administrators). */
export const auditLogList = withRoute(
  { query: auditQuery, guard: (req) => requireRole(req, 'admin') },
  async ({ req, query }) => {
    const where = and(
      query.resource ? eq(auditLog.resource, query.resource) : undefined,
      query.record_id ? eq(auditLog.recordId, query.record_id) : undefined,
      query.username ? eq(auditLog.username, query.username) : undefined,
      query.search
        ? or(
            ilike(auditLog.resource, `%${escapeLike(query.search)}%`),
            ilike(auditLog.username, `%${escapeLike(query.search)}%`),
          )
        : undefined,
    );
    const [rows, [{ n }]] = await Promise.all([
      db()
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
      db().select({ n: count() }).from(auditLog).where(where),
    ]);
    const results = rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      username: r.username,
      action: r.action,
      resource: r.resource,
      record_id: r.recordId,
      changes: r.changes,
    }));
    return paged(req.url, results, n, query.page, query.page_size);
  },
);

const trashQuery = z.object({
  ...pageQuery(25),
  resource: z.string().max(60).optional(),
  search: z.string().max(200).default(''),
  view: z.string().optional(),
  ordering: z.string().optional(),
});

/** GET /api/trash/ - deleted records that can still be restored (30 days), newest first (staff). */
export const trashList = withRoute(
  { query: trashQuery, guard: (req) => requireRole(req, 'editor') },
  async ({ req, query }) => {
    const where = and(
      gte(trash.deletedAt, new Date(Date.now() - TRASH_DAYS * 86400_000)),
      query.resource ? eq(trash.resource, query.resource) : undefined,
      query.search ? (ilike(trash.label, `%${escapeLike(query.search)}%`) as SQL) : undefined,
    );
    const [rows, [{ n }]] = await Promise.all([
      db()
        .select()
        .from(trash)
        .where(where)
        .orderBy(desc(trash.deletedAt), desc(trash.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
      db().select({ n: count() }).from(trash).where(where),
    ]);
    const results = rows.map((r) => ({
      id: r.id,
      resource: r.resource,
      record_id: r.recordId,
      label: r.label,
      deleted_by: r.deletedBy,
      deleted_at: r.deletedAt.toISOString(),
    }));
    return paged(req.url, results, n, query.page, query.page_size);
  },
);

/** POST /api/trash/{id}/restore/ - writes a deleted record back under its old id, with the role its resource needs. */
export function trashRestore(resources: Record<string, AnyResource>) {
  return withRoute(
    { params: z.object({ id: idParam }), guard: (req) => requireRole(req, 'editor') },
    async ({ req, params }) => {
      const [entry] = await db().select().from(trash).where(eq(trash.id, params.id));
      if (!entry) throw notFound('Trash entry');
      const def = resources[entry.resource];
      if (!def) throw new ApiError(409, `Records of ${entry.resource} cannot be restored here`, 'unknown_resource');
      const user = await requireRole(req, def.role);
      const record = await restoreRecord(def, user, entry.recordId);
      return Response.json({ resource: entry.resource, record }, { status: 201 });
    },
  );
}
