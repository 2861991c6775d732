import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { cached, TAGS } from '@/lib/cache';
import { pick, type Locale } from '@/i18n/config';
import { getMediaMap } from '@/features/media/server';
import type { MediaObject, MediaThumbnails } from '@/features/media';
import { programmePath, programmeUrls } from '@/features/events';
import { berlinDay } from '@/lib/berlin-time';
import { mapUrl, upcomingEventsOf } from '@/features/events/server';
import type { EventListItem } from '@/features/events';

export type VenueDetail = {
  id: number;
  name: string;
  slug: string;
  url: string;
  description: string;
  street: string;
  zip: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  map_url: string | null;
  image_obj: MediaObject | null;
  image_thumbnails: MediaThumbnails;
  rooms: { id: number; name: string; capacity: number | null }[];
  events: EventListItem[];
  urls: Record<Locale, string>;
};

// `today` only keys the cache: the upcoming events inside are read for the day the entry was filled.
async function readVenue(id: number, locale: Locale, _today: string): Promise<VenueDetail | null> {
  const [row] = await db().select().from(schema.venues).where(eq(schema.venues.id, id));
  if (!row) return null;
  const [rooms, media, events] = await Promise.all([
    db().select().from(schema.rooms).where(eq(schema.rooms.venueId, id)).orderBy(asc(schema.rooms.position)),
    getMediaMap(row.imageId ? [row.imageId] : [], locale),
    upcomingEventsOf({ venueId: id }, locale, 20),
  ]);
  const slug = pick(row.slug, locale) ?? '';
  const image = row.imageId ? media.get(row.imageId) : undefined;
  return {
    id: row.id,
    name: pick(row.name, locale) ?? '',
    slug,
    url: programmePath(locale, '/venues/[slug]/[id]', { slug, id }),
    description: pick(row.description, locale) ?? '',
    street: row.street,
    zip: row.zip,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    map_url: mapUrl(row),
    image_obj: image ?? null,
    image_thumbnails: image?.thumbnails ?? {},
    rooms: rooms.map((r) => ({ id: r.id, name: pick(r.name, locale) ?? '', capacity: r.capacity })),
    events,
    urls: programmeUrls('/venues/[slug]/[id]', row.slug, id),
  };
}
// The event items carry room, series and production names, so writes to those expire it as well.
const cachedVenue = cached(readVenue, ['venue-detail'], {
  tags: [TAGS.venues, TAGS.events, TAGS.programmeOptions, TAGS.series, TAGS.productions],
  revalidate: 600,
});

export function getVenue(id: number, locale: Locale) {
  return cachedVenue(id, locale, berlinDay(new Date()));
}
