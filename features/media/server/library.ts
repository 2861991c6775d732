import 'server-only';
import { count, desc, ilike, like, or, sql, and } from 'drizzle-orm';
import { db, escapeLike, schema } from '@/lib/db';
import { ApiError } from '@/lib/api/errors';
import { storeImage } from '@/lib/media-store';
import { importSharp } from '@/lib/node-imports';
import { pick, type Locale } from '@/i18n/config';
import { MEDIA_MAX_BYTES, MEDIA_PAGE_SIZE, type MediaLibraryItem, type MediaLibraryPage } from '../library';
import { mediaUrl } from '../types';

const m = schema.media;

/** Formats staff may upload; no SVG (it can carry scripts) and nothing sharp cannot resize. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);

function toItem(row: typeof m.$inferSelect, locale: Locale): MediaLibraryItem {
  const thumb = row.sizes.small ?? row.filename;
  return {
    id: row.id,
    url: mediaUrl(row.id, row.filename),
    thumb: mediaUrl(row.id, thumb),
    alt: pick(row.alt, locale) ?? '',
    width: row.width,
    height: row.height,
    filename: row.filename,
  };
}

/** The images of the library, newest first, optionally matching a text in the file name or alt text. */
export async function listMedia(locale: Locale, query: { q: string; page: number }): Promise<MediaLibraryPage> {
  const text = escapeLike(query.q.trim());
  const where = and(
    like(m.mimeType, 'image/%'),
    text ? or(ilike(m.filename, `%${text}%`), ilike(sql`${m.alt}::text`, `%${text}%`)) : undefined,
  );
  const [{ total }] = await db().select({ total: count() }).from(m).where(where);
  const rows = await db()
    .select()
    .from(m)
    .where(where)
    .orderBy(desc(m.id))
    .limit(MEDIA_PAGE_SIZE)
    .offset((query.page - 1) * MEDIA_PAGE_SIZE);
  return {
    count: total,
    page: query.page,
    page_size: MEDIA_PAGE_SIZE,
    results: rows.map((row) => toItem(row, locale)),
  };
}

/** A stored name: the upload's base name reduced to safe characters, with the real format's extension. */
function storedName(name: string, format: string) {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'image'}.${format === 'jpeg' ? 'jpg' : format}`;
}

/** Stores a staff upload after looking at its content (not its name or declared type). */
export async function uploadImage(
  locale: Locale,
  file: { buffer: Buffer; name: string },
  alt: string,
  caption = '',
): Promise<MediaLibraryItem> {
  if (file.buffer.length > MEDIA_MAX_BYTES)
    throw new ApiError(413, `The image is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB.`, 'file_too_large');
  if (file.buffer.length === 0) throw new ApiError(400, 'The file is empty.', 'file_empty');
  const sharp = await importSharp();
  const format = await sharp(file.buffer)
    .metadata()
    .then((meta) => (meta.width && meta.height ? meta.format : undefined))
    .catch(() => undefined);
  if (!format || !IMAGE_FORMATS.has(format))
    throw new ApiError(
      415,
      'This file is not an image we can use: please upload a JPEG, PNG, WebP, GIF or AVIF file.',
      'file_type',
    );
  const id = await storeImage(db(), {
    buffer: file.buffer,
    filename: storedName(file.name, format),
    alt: { [locale]: alt },
  });
  if (caption.trim())
    await db()
      .update(m)
      .set({ caption: { [locale]: caption.trim().slice(0, 1000) } })
      .where(sql`${m.id} = ${id}`);
  const [row] = await db()
    .select()
    .from(m)
    .where(sql`${m.id} = ${id}`);
  return toItem(row, locale);
}
