import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { cached, TAGS } from '@/lib/cache';
import { berlinDay } from '@/lib/berlin-time';
import { pick, type Locale } from '@/i18n/config';
import { getMediaMap } from '@/features/media/server';
import type { MediaObject, MediaThumbnails } from '@/features/media';
import { programmePath, programmeUrls } from '../paths';
import type { EventListItem } from '../types';
import { upcomingEventsOf } from './events';

export type SeriesSummary = {
  id: number;
  name: string;
  slug: string;
  url: string;
  teaser: string;
  is_subscription: boolean;
  subscription_price: string | null;
  ticket_url: string | null;
  image_obj: MediaObject | null;
  image_thumbnails: MediaThumbnails;
};
export type SeriesDetail = SeriesSummary & {
  description: string;
  events: EventListItem[];
  urls: Record<Locale, string>;
};

type Row = typeof schema.series.$inferSelect;

function summary(row: Row, locale: Locale, media: Awaited<ReturnType<typeof getMediaMap>>): SeriesSummary {
  const slug = pick(row.slug, locale) ?? '';
  const image = row.imageId ? media.get(row.imageId) : undefined;
  return {
    id: row.id,
    name: pick(row.name, locale) ?? '',
    slug,
    url: programmePath(locale, '/series/[slug]/[id]', { slug, id: row.id }),
    teaser: pick(row.teaser, locale) ?? '',
    is_subscription: row.isSubscription,
    subscription_price: row.subscriptionPrice,
    ticket_url: row.ticketUrl,
    image_obj: image ?? null,
    image_thumbnails: image?.thumbnails ?? {},
  };
}

async function readSeriesList(locale: Locale): Promise<SeriesSummary[]> {
  const rows = await db().select().from(schema.series).orderBy(asc(schema.series.position), asc(schema.series.id));
  const media = await getMediaMap(
    rows.map((r) => r.imageId ?? 0),
    locale,
  );
  return rows.map((row) => summary(row, locale, media));
}
export const listSeries = cached(readSeriesList, ['series-list'], { tags: [TAGS.series] });

// `_day` (today in Berlin) is only part of the cache key: the upcoming dates change at midnight.
async function readSeries(id: number, locale: Locale, _day: string): Promise<SeriesDetail | null> {
  const [row] = await db().select().from(schema.series).where(eq(schema.series.id, id));
  if (!row) return null;
  const media = await getMediaMap(row.imageId ? [row.imageId] : [], locale);
  return {
    ...summary(row, locale, media),
    description: pick(row.description, locale) ?? '',
    events: await upcomingEventsOf({ seriesId: id }, locale),
    urls: programmeUrls('/series/[slug]/[id]', row.slug, id),
  };
}
// The event items carry room, venue and production names, so writes to those expire it as well.
const cachedSeries = cached(readSeries, ['series-detail'], {
  tags: [TAGS.series, TAGS.events, TAGS.programmeOptions, TAGS.venues, TAGS.productions],
  revalidate: 600,
});

export function getSeries(id: number, locale: Locale) {
  return cachedSeries(id, locale, berlinDay(new Date()));
}
