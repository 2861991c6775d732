import 'server-only';
import { inArray } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { pick, type Locale } from '@/i18n/config';
import { mediaUrl, type MediaMap } from '../types';

/** Loads several images at once, with their URLs and generated sizes. */
export async function getMediaMap(ids: number[], locale: Locale): Promise<MediaMap> {
  const unique = [...new Set(ids)].filter((n) => Number.isInteger(n) && n > 0);
  const map: MediaMap = new Map();
  if (unique.length === 0) return map;
  const rows = await db().select().from(schema.media).where(inArray(schema.media.id, unique));
  for (const row of rows) {
    const thumbnails = Object.fromEntries(
      Object.entries(row.sizes).map(([size, file]) => [size, mediaUrl(row.id, file)]),
    );
    map.set(row.id, {
      id: row.id,
      url: mediaUrl(row.id, row.filename),
      width: row.width,
      height: row.height,
      alt: pick(row.alt, locale) ?? '',
      credit: row.credit,
      mime_type: row.mimeType,
      thumbnails,
    });
  }
  return map;
}
