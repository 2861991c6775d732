import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { env } from './env';
import type { Db } from './db/client';
import { media } from './db/schema';
import type { LocalizedText } from './db/schema/common';
import { eq } from 'drizzle-orm';

/** Widths of the generated sizes (SPEC: image_thumbnails with large, medium and small). */
export const IMAGE_SIZES = { large: 1600, medium: 960, small: 480 } as const;

export function mediaDir(id: number) {
  return path.resolve(env().DATA_DIR, 'media', String(id));
}

/**
 * Stores an image and its generated WebP sizes under DATA_DIR/media/{id}/ and records it.
 * Used by the seed and, later, by staff uploads.
 */
export async function storeImage(database: Db, input: { buffer: Buffer; filename: string; alt: LocalizedText; credit?: string }) {
  const meta = await sharp(input.buffer).metadata();
  if (!meta.width || !meta.height || !meta.format) throw new Error('Not an image');
  const [row] = await database
    .insert(media)
    .values({
      filename: input.filename,
      mimeType: `image/${meta.format}`,
      width: meta.width,
      height: meta.height,
      bytes: input.buffer.length,
      alt: input.alt,
      credit: input.credit ?? null,
    })
    .returning({ id: media.id });
  const dir = mediaDir(row.id);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, input.filename), input.buffer);
  const sizes: Record<string, string> = {};
  for (const [name, width] of Object.entries(IMAGE_SIZES)) {
    const file = `${name}.webp`;
    await sharp(input.buffer).resize({ width: Math.min(width, meta.width) }).webp({ quality: 78 }).toFile(path.join(dir, file));
    sizes[name] = file;
  }
  await database.update(media).set({ sizes }).where(eq(media.id, row.id));
  return row.id;
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
