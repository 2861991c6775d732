import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, isNull, lt, sum } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import { db, type Db } from '@/lib/db';
import { formFiles, type FormFileRow } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { MAX_UPLOAD_BYTES, sniffUpload, type UploadType } from '../file-types';

/**
 * An upload is claimed by the visitor's entry within this time, or it is an orphan (the entry never
 * came or failed). The sweeper runs every SWEEP_INTERVAL_MS, so no orphan outlives an hour.
 */
export const TEMP_LIFETIME_MS = 45 * 60 * 1000;
export const SWEEP_INTERVAL_MS = 5 * 60 * 1000;
/** A file on disk without a row is being written right now (the row follows), or left by a crash. */
const STRAY_FILE_MS = 10 * 60 * 1000;

/** Outside the web root: nothing under DATA_DIR is served except through the staff download route. */
export function uploadsDir() {
  return path.resolve(env().DATA_DIR, 'uploads');
}

export type CheckedUpload = { buffer: Buffer; type: UploadType; originalName: string };

/** Size and content checks; throws 413 or 415 with a message the visitor can act on. */
export function checkUpload(buffer: Buffer, name: string): CheckedUpload {
  if (buffer.length > MAX_UPLOAD_BYTES)
    throw new ApiError(413, `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`, 'file_too_large');
  if (buffer.length === 0) throw new ApiError(400, 'The file is empty.', 'file_empty');
  const type = sniffUpload(buffer);
  if (!type)
    throw new ApiError(
      415,
      'This file type is not accepted: please upload a PDF, JPEG, PNG, GIF or WebP file.',
      'file_type',
    );
  return { buffer, type, originalName: cleanName(name, type.ext) };
}

/** A display name without paths or control characters; the stored name is always generated. */
function cleanName(name: string, ext: string) {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .trim()
    .slice(0, 120);
  return base || `upload.${ext}`;
}

/** Writes the file under a random name; the row is added by the caller (maybe inside a transaction). */
export async function writeUploadFile(upload: CheckedUpload) {
  await mkdir(uploadsDir(), { recursive: true });
  const storedName = `${randomBytes(18).toString('hex')}.${upload.type.ext}`;
  await writeFile(path.join(uploadsDir(), storedName), upload.buffer, { mode: 0o600 });
  return storedName;
}

export function uploadRow(
  upload: CheckedUpload,
  storedName: string,
  extra: { entryId?: number; fieldSlug?: string } = {},
) {
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
  const rows = await database
    .select()
    .from(formFiles)
    .where(and(inArray(formFiles.id, ids), isNull(formFiles.entryId)));
  return rows.filter((r) => r.createdAt >= since);
}

export async function removeStoredFiles(names: string[]) {
  await Promise.all(names.map((n) => rm(path.join(uploadsDir(), n), { force: true })));
}

/** Bytes of all stored form files: what the disk quota (UPLOAD_QUOTA_MB) counts. */
export async function storedUploadBytes(database: Db = db()) {
  const [row] = await database.select({ bytes: sum(formFiles.bytes) }).from(formFiles);
  return Number(row?.bytes ?? 0);
}

/**
 * Removes orphans: unclaimed uploads past their lifetime (row and file), and files in the uploads
 * folder that no row names (a crash between writing the file and its row, or an entry whose
 * transaction failed). Runs at start and every few minutes (uploadSweeperJob).
 */
export async function sweepUploads(now = new Date()) {
  const before = new Date(now.getTime() - TEMP_LIFETIME_MS);
  const expired = await db()
    .delete(formFiles)
    .where(and(isNull(formFiles.entryId), lt(formFiles.createdAt, before)))
    .returning({ storedName: formFiles.storedName });
  await removeStoredFiles(expired.map((g) => g.storedName));
  const names = await readdir(uploadsDir()).catch(() => [] as string[]);
  let stray = 0;
  for (let i = 0; i < names.length; i += 500) {
    const chunk = names.slice(i, i + 500);
    const known = new Set(
      (
        await db().select({ name: formFiles.storedName }).from(formFiles).where(inArray(formFiles.storedName, chunk))
      ).map((r) => r.name),
    );
    for (const name of chunk) {
      if (known.has(name)) continue;
      const file = path.join(uploadsDir(), name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile() || now.getTime() - info.mtimeMs < STRAY_FILE_MS) continue;
      await rm(file, { force: true });
      stray += 1;
    }
  }
  return { expired: expired.length, stray };
}

/**
 * A claimed file for the staff download; null when unknown. Its type and extension come from its
 * content, checked again now, never from the name the visitor gave it: `fileName` is the visitor's
 * name without its extension, plus the extension of what the file is.
 */
export async function readEntryFile(id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db().select().from(formFiles).where(eq(formFiles.id, id)).limit(1);
  if (!row || row.entryId === null) return null;
  let buffer: Buffer;
  try {
    buffer = await readFile(path.join(uploadsDir(), row.storedName));
  } catch {
    return null;
  }
  const type = sniffUpload(buffer);
  if (!type) return null;
  return { row, buffer, contentType: type.mime, fileName: downloadName(row.originalName, type.ext) };
}

/** The visitor's name, its extension (whatever it claimed) replaced by the checked one. */
function downloadName(originalName: string, ext: string) {
  const base = originalName
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} _()-]/gu, '_')
    .replace(/^[._ ]+/, '')
    .slice(0, 100);
  return `${base || 'upload'}.${ext}`;
}
