import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import { db, type Db } from '@/lib/db';
import { formFiles, type FormFileRow } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { MAX_UPLOAD_BYTES, sniffUpload, type UploadType } from '../file-types';

/** Uploads nobody claimed within a day are removed. */
const TEMP_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Outside the web root: nothing under DATA_DIR is served except through the staff download route. */
export function uploadsDir() {
  return path.resolve(env().DATA_DIR, 'uploads');
}

export type CheckedUpload = { buffer: Buffer; type: UploadType; originalName: string };

/** Size and content checks; throws 413 or 415 with a message the visitor can act on. */
export function checkUpload(buffer: Buffer, name: string): CheckedUpload {
  if (buffer.length > MAX_UPLOAD_BYTES) throw new ApiError(413, `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`, 'file_too_large');
  if (buffer.length === 0) throw new ApiError(400, 'The file is empty.', 'file_empty');
  const type = sniffUpload(buffer);
  if (!type) throw new ApiError(415, 'This file type is not accepted: please upload a PDF, JPEG, PNG, GIF or WebP file.', 'file_type');
  return { buffer, type, originalName: cleanName(name, type.ext) };
}

/** A display name without paths or control characters; the stored name is always generated. */
function cleanName(name: string, ext: string) {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim().slice(0, 120);
  return base || `upload.${ext}`;
}

/** Writes the file under a random name; the row is added by the caller (maybe inside a transaction). */
export async function writeUploadFile(upload: CheckedUpload) {
  await mkdir(uploadsDir(), { recursive: true });
  const storedName = `${randomBytes(18).toString('hex')}.${upload.type.ext}`;
  await writeFile(path.join(uploadsDir(), storedName), upload.buffer, { mode: 0o600 });
  return storedName;
}

export function uploadRow(upload: CheckedUpload, storedName: string, extra: { entryId?: number; fieldSlug?: string } = {}) {
  return {
    originalName: upload.originalName,
    storedName,
    mimeType: upload.type.mime,
    bytes: upload.buffer.length,
    entryId: extra.entryId ?? null,
    fieldSlug: extra.fieldSlug ?? null,
  };
}

/** POST /temp-files/: stores an unclaimed upload and returns what the form keeps as the field value. */
export async function storeTempUpload(upload: CheckedUpload) {
  await removeExpiredUploads();
  const storedName = await writeUploadFile(upload);
  try {
    const [row] = await db().insert(formFiles).values(uploadRow(upload, storedName)).returning();
    return { id: row.id, name: row.originalName, size: row.bytes, content_type: row.mimeType };
  } catch (error) {
    await removeStoredFiles([storedName]);
    throw error;
  }
}

/** Unclaimed uploads that may still be attached to an entry. */
export async function findTempUploads(database: Db, ids: string[]): Promise<FormFileRow[]> {
  if (ids.length === 0) return [];
  const since = new Date(Date.now() - TEMP_LIFETIME_MS);
  const rows = await database.select().from(formFiles).where(and(inArray(formFiles.id, ids), isNull(formFiles.entryId)));
  return rows.filter((r) => r.createdAt >= since);
}

export async function removeStoredFiles(names: string[]) {
  await Promise.all(names.map((n) => rm(path.join(uploadsDir(), n), { force: true })));
}

async function removeExpiredUploads() {
  const before = new Date(Date.now() - TEMP_LIFETIME_MS);
  const gone = await db().delete(formFiles).where(and(isNull(formFiles.entryId), lt(formFiles.createdAt, before))).returning({ storedName: formFiles.storedName });
  await removeStoredFiles(gone.map((g) => g.storedName));
}

/** A claimed file for the staff download; null when unknown. */
export async function readEntryFile(id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db().select().from(formFiles).where(eq(formFiles.id, id)).limit(1);
  if (!row || row.entryId === null) return null;
  try {
    return { row, buffer: await readFile(path.join(uploadsDir(), row.storedName)) };
  } catch {
    return null;
  }
}
