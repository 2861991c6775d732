import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { cached, TAGS } from '@/lib/cache';
import { pick, type Locale } from '@/i18n/config';
import { getMediaMap } from '@/features/media/server';
import type { TicketOffer } from '@/features/box-office/types';
import { getOfferForEvent } from '@/features/ticket-offers/server';
import { programmePath, programmeUrls } from '../paths';
import type { EventListItem, Ref } from '../types';
import { selectEventItems } from './event-rows';

export type CastEntry = {
  id: number;
  name: string;
  role: string;
  url: string;
  image: { url: string; alt: string } | null;
};

type VenueSummary = Ref & {
  street: string;
  zip: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  map_url: string | null;
};

/** Everything the event detail page and GET /{locale}/api/events/{id}/ show. */
export type EventDetail = EventListItem & {
  description: string;
  venue_detail: VenueSummary | null;
  cast: CastEntry[];
  duration: string;
  /** docs/requirements.md §3 'Current event data': ticket_url, seat_groups, prices, id_jet, date_start. */
  offer: TicketOffer | null;
  other_dates: EventListItem[];
  urls: Record<Locale, string>;
};

/** A map link for a venue: OpenStreetMap at the coordinates, else a search for the address. */
export function mapUrl(
  v: { latitude: number | null; longitude: number | null; street: string; zip: string; city: string },
  zoom = 17,
) {
  if (v.latitude !== null && v.longitude !== null)
    return `https://www.openstreetmap.org/?mlat=${v.latitude}&mlon=${v.longitude}#map=${zoom}/${v.latitude}/${v.longitude}`;
  const address = [v.street, `${v.zip} ${v.city}`.trim()].filter(Boolean).join(', ');
  return address ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}` : null;
}

export async function castOf(productionId: number, locale: Locale): Promise<CastEntry[]> {
  const rows = await db()
    .select({ person: schema.persons, role: schema.productionPersons.role })
    .from(schema.productionPersons)
    .innerJoin(schema.persons, eq(schema.persons.id, schema.productionPersons.personId))
    .where(eq(schema.productionPersons.productionId, productionId))
    .orderBy(asc(schema.productionPersons.position));
  const media = await getMediaMap(
    rows.map((r) => r.person.imageId ?? 0),
    locale,
  );
  return rows.map(({ person, role }) => {
    const image = person.imageId ? media.get(person.imageId) : undefined;
    return {
      id: person.id,
      name: `${person.firstName} ${person.lastName}`,
      role: pick(role, locale) ?? '',
      url: programmePath(locale, '/team/[slug]/[id]', { slug: person.slug, id: person.id }),
      image: image ? { url: image.thumbnails.small ?? image.url, alt: image.alt } : null,
    };
  });
}

async function readEventDetail(id: number, locale: Locale): Promise<EventDetail | null> {
  const e = schema.events;
  const [item] = await selectEventItems(and(eq(e.id, id), eq(e.isOnline, true)), locale, 1, 0);
  if (!item) return null;
  const [row] = await db().select().from(e).where(eq(e.id, id));
  const venueRow = row.venueId
    ? (await db().select().from(schema.venues).where(eq(schema.venues.id, row.venueId)))[0]
    : undefined;
  const production = row.productionId
    ? (await db().select().from(schema.productions).where(eq(schema.productions.id, row.productionId)))[0]
    : undefined;
  const [cast, offer, otherDates] = await Promise.all([
    row.productionId ? castOf(row.productionId, locale) : Promise.resolve([]),
    row.idJet ? getOfferForEvent(row.idJet, locale) : Promise.resolve(null),
    row.productionId
      ? selectEventItems(and(eq(e.productionId, row.productionId), eq(e.isOnline, true)), locale, 60, 0).then((list) =>
          list.filter((other) => other.id !== id && other.date_start >= new Date().toISOString()),
        )
      : Promise.resolve([]),
  ]);
  const slugs = row.slug;
  return {
    ...item,
    description: pick(row.description, locale) ?? '',
    duration: pick(production?.duration, locale) ?? '',
    venue_detail: venueRow
      ? {
          id: venueRow.id,
          name: pick(venueRow.name, locale) ?? '',
          url: item.venue?.url ?? null,
          street: venueRow.street,
          zip: venueRow.zip,
          city: venueRow.city,
          latitude: venueRow.latitude,
          longitude: venueRow.longitude,
          map_url: mapUrl(venueRow),
        }
      : null,
    cast,
    offer,
    other_dates: otherDates,
    urls: programmeUrls('/events/[slug]/[id]', slugs, id, item.slug),
  };
}

export const getEventDetail = cached(readEventDetail, ['event-detail'], {
  tags: [TAGS.events, TAGS.ticketOffers, TAGS.team],
  revalidate: 600,
});
