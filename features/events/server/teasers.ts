import 'server-only';
import { asc, and, eq, gte } from 'drizzle-orm';
import { fromZonedTime } from 'date-fns-tz';
import { db, schema } from '@/lib/db';
import { cached, TAGS } from '@/lib/cache';
import { pick, timeZone, type Locale } from '@/i18n/config';
import { getMediaMap } from '@/features/media/server';
import { localizedShopHref } from '@/lib/proxy/rules';
import { berlinDay } from '@/lib/berlin-time';
import type { EventTeaser } from '../types';

/** Teasers from today on (docs/requirements.md §3): their position day becomes an end-of-day date_start. */
async function readTeasers(locale: Locale, today: string): Promise<EventTeaser[]> {
  const t = schema.eventTeasers;
  const rows = await db()
    .select()
    .from(t)
    .where(and(eq(t.isOnline, true), gte(t.position, today)))
    .orderBy(asc(t.position), asc(t.id));
  const media = await getMediaMap(
    rows.map((r) => r.imageId ?? 0),
    locale,
  );
  return rows.map((row) => {
    const image = row.imageId ? media.get(row.imageId) : undefined;
    return {
      id: row.id,
      name: row.name,
      // A shop address without a language ('/webshop/vouchers') in the page's language, as ticket links.
      link: localizedShopHref(pick(row.link, locale) ?? '', locale),
      position: row.position,
      date_start: fromZonedTime(`${row.position}T23:59:59.999`, timeZone).toISOString(),
      preline: pick(row.preline, locale) ?? '',
      subline: pick(row.subline, locale) ?? '',
      headline: pick(row.headline, locale) ?? '',
      link_text: pick(row.linkText, locale) ?? '',
      image_obj: image
        ? {
            id: image.id,
            url: image.url,
            width: image.width,
            height: image.height,
            alt: image.alt,
            credit: image.credit,
            mime_type: image.mime_type,
          }
        : null,
      image_thumbnails: image?.thumbnails ?? {},
    };
  });
}

const cachedTeasers = cached(readTeasers, ['event-teasers'], { tags: [TAGS.eventTeasers], revalidate: 600 });

export function listTeasers(locale: Locale) {
  return cachedTeasers(locale, berlinDay(new Date()));
}
