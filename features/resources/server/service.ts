import 'server-only';
import { eq } from 'drizzle-orm';
import { db, type Db } from '@/lib/db';
import { ApiError, notFound } from '@/lib/api';
import { fieldErrors, zodMessage } from '@/lib/api/with-route';
import { invalidate } from '@/lib/cache';
import type { SessionUser } from '@/features/auth/server';
import type { AnyResource } from '../define';
import { recordAudit } from './audit';
import { putInTrash, takeFromTrash } from './trash';
import { versionOf } from './version';

type Staff = Pick<SessionUser, 'id' | 'username'>;

/** The editable record with its version token, or null. */
export async function readRecord(def: AnyResource, id: number, database: Db = db()) {
  const record = await def.read(database, id);
  return record ? { ...record, version: versionOf(record, def.derived) } : null;
}

/** Validates a payload with the resource's schema: 422 with errors per field, nothing stored. */
function validate(def: AnyResource, payload: Record<string, unknown>) {
  const parsed = def.schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(422, zodMessage(parsed.error), 'invalid', fieldErrors(parsed.error));
  return parsed.data as Record<string, unknown>;
}

export async function createRecord(def: AnyResource, user: Staff, payload: Record<string, unknown>) {
  if (def.singleton) throw new ApiError(405, `${def.name} cannot be created; update it instead`, 'method_not_allowed');
  const data = validate(def, payload);
  const id = await db().transaction(async (tx) => {
    const t = tx as unknown as Db;
    const newId = await def.create(t, data);
    await recordAudit(t, user, 'create', def.name, newId, null, await def.read(t, newId));
    return newId;
  });
  return finish(def, id, []);
}

/**
 * Updates a record. `merge` is PATCH: the given fields over the stored record. A `version` other than
 * the stored one means the editor worked on a stale copy: 409, nothing written. The row is locked
 * for the transaction so two saves cannot both pass the check on PostgreSQL.
 */
export async function updateRecord(
  def: AnyResource,
  user: Staff,
  id: number,
  payload: Record<string, unknown>,
  merge: boolean,
) {
  const tagsBefore = await db().transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.select({ id: def.table.id }).from(def.table).where(eq(def.table.id, id)).for('update');
    const current = await def.read(t, id);
    if (!current) throw notFound(recordName(def));
    const version = payload.version;
    if (typeof version === 'string' && version !== versionOf(current, def.derived)) {
      throw new ApiError(
        409,
        `${def.label(current)} was changed by someone else after you opened it. Reload it to see their changes, then apply yours again.`,
        'stale',
      );
    }
    const data = validate(def, merge ? { ...current, ...payload } : payload);
    await def.update(t, id, data);
    await recordAudit(t, user, 'update', def.name, id, current, await def.read(t, id));
    return def.tags(current);
  });
  return finish(def, id, tagsBefore);
}

/** Deletes a record that nothing references (409 naming what does); it stays restorable for 30 days. */
export async function deleteRecord(def: AnyResource, user: Staff, id: number) {
  if (def.singleton || !def.remove) throw new ApiError(405, `${def.name} cannot be deleted`, 'method_not_allowed');
  const record = await db().transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.select({ id: def.table.id }).from(def.table).where(eq(def.table.id, id)).for('update');
    const current = await def.read(t, id);
    if (!current) throw notFound(recordName(def));
    const refs = (await def.references?.(t, id)) ?? [];
    if (refs.length) {
      const shown = refs.slice(0, 5).join('; ') + (refs.length > 5 ? ` and ${refs.length - 5} more` : '');
      throw new ApiError(409, `${def.label(current)} cannot be deleted while it is used by: ${shown}.`, 'referenced', {
        references: refs,
      });
    }
    await putInTrash(t, def.name, id, def.label(current), current, user.username);
    await def.remove!(t, id);
    await recordAudit(t, user, 'delete', def.name, id, current, null);
    return current;
  });
  invalidate(...def.tags(record));
  await def.afterWrite?.(db(), id);
  return { id, deleted: true, label: def.label(record) };
}

/** Writes a deleted record back under its old id (the dashboard's undo, up to 30 days later). */
export async function restoreRecord(def: AnyResource, user: Staff, id: number) {
  await db().transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (await def.read(t, id))
      throw new ApiError(409, `${recordName(def)} ${id} exists; there is nothing to restore`, 'exists');
    const row = await takeFromTrash(t, def.name, id);
    if (!row)
      throw new ApiError(
        404,
        `${recordName(def)} ${id} is not in the trash (deleted records are kept for 30 days)`,
        'not_found',
      );
    await def.create(t, validate(def, row.data), id);
    await recordAudit(t, user, 'restore', def.name, id, null, await def.read(t, id));
  });
  return finish(def, id, []);
}

async function finish(def: AnyResource, id: number, tagsBefore: string[]) {
  const record = await readRecord(def, id);
  invalidate(...new Set([...tagsBefore, ...(record ? def.tags(record) : [])]));
  await def.afterWrite?.(db(), id);
  return record;
}

/** "venues" → "Venue", "opening-hours" → "Opening hour", for messages ("series" stays "Series"). */
export const recordName = (def: AnyResource) =>
  def.name
    .replace(/-/g, ' ')
    .replace(/(?<!serie)s$/, '')
    .replace(/^./, (c) => c.toUpperCase());
