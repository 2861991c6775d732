import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from './env';
import type { Db } from './db/client';
import { media } from './db/schema';
import type { LocalizedText } from './db/schema/common';
import { eq } from 'drizzle-orm';
import { IMAGE_SIZES } from './media-sizes';
import { importSharp } from './node-imports';

export function mediaDir(id: number) {
  return path.resolve(env().DATA_DIR, 'media', String(id));
}

/** Where an upload's files are made before its row exists; leftovers of a crash are swept. */
export function mediaIncomingDir() {
  return path.resolve(env().DATA_DIR, 'media', '.incoming');
}

/** Staging folders older than this belong to no running upload. */
const STAGING_MAX_AGE_MS = 10 * 60 * 1000;

/**
 * Stores an image and its generated WebP sizes under DATA_DIR/media/{id}/ and records it.
 * Used by the seed and by staff uploads. The files are made in a staging folder first and moved
 * to the record's folder only once its row exists: a failure or crash leaves no files that belong
 * to no record (a leftover staging folder is removed by sweepMediaStaging).
 */
export async function storeImage(
  database: Db,
  input: { buffer: Buffer; filename: string; alt: LocalizedText; credit?: string },
) {
  const sharp = await importSharp();
  const meta = await sharp(input.buffer).metadata();
  if (!meta.width || !meta.height || !meta.format) throw new Error('Not an image');
  const staging = path.join(mediaIncomingDir(), randomBytes(12).toString('hex'));
  await mkdir(staging, { recursive: true });
  try {
    await writeFile(path.join(staging, input.filename), input.buffer);
    const sizes: Record<string, string> = {};
    for (const [name, width] of Object.entries(IMAGE_SIZES)) {
      const file = `${name}.webp`;
      await sharp(input.buffer)
        .resize({ width: Math.min(width, meta.width) })
        .webp({ quality: 78 })
        .toFile(path.join(staging, file));
      sizes[name] = file;
    }
    const [row] = await database
      .insert(media)
      .values({
        filename: input.filename,
        mimeType: `image/${meta.format}`,
        width: meta.width,
        height: meta.height,
        bytes: input.buffer.length,
        sizes,
        alt: input.alt,
        credit: input.credit ?? null,
      })
      .returning({ id: media.id });
    try {
      // A folder under a new id is a leftover of an earlier database in the same DATA_DIR (ids are never reused otherwise).
      await rm(mediaDir(row.id), { recursive: true, force: true });
      await rename(staging, mediaDir(row.id));
    } catch (error) {
      await database.delete(media).where(eq(media.id, row.id));
      throw error;
    }
    return row.id;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Removes staging folders of uploads that never got their record (see storeImage). */
export async function sweepMediaStaging(now = new Date()) {
  let removed = 0;
  for (const name of await readdir(mediaIncomingDir()).catch(() => [] as string[])) {
    const dir = path.join(mediaIncomingDir(), name);
    const info = await stat(dir).catch(() => null);
    if (!info || now.getTime() - info.mtimeMs < STAGING_MAX_AGE_MS) continue;
    await rm(dir, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

const SAFE_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;

/** Reads a stored media file; null for unknown ids, unsafe names or missing files. */
export async function readMediaFile(id: number, file: string): Promise<Buffer | null> {
  if (!Number.isInteger(id) || id <= 0 || !SAFE_FILE.test(file) || file.includes('..')) return null;
  try {
    return await readFile(path.join(mediaDir(id), file));
  } catch {
    return null;
  }
}
