import 'server-only';
import { asc, eq, gte, lt, max } from 'drizzle-orm';
import { z } from 'zod';
import { schema, type Db } from '@/lib/db';
import { affects } from '@/lib/write-effects';
import { defineResource, fillSlugs, filterFlag, filterId, isoDay } from '@/features/resources';
import { localizedText } from '@/features/resources/server';
import { readEditableOffer, saveOffer } from '@/features/ticket-offers/server';
import { reindex } from '@/features/search/server';
import { addDays, startOfBerlinDay } from '@/lib/berlin-time';
import { programmePath } from '../paths';
import { eventResourceSchema, type EventInput } from '../resources/event-schema';

const { events, eventEventTags: tagLinks, ticketOffers } = schema;

async function read(database: Db, id: number) {
  const [row] = await database.select().from(events).where(eq(events.id, id));
  if (!row) return null;
  const tags = await database
    .select({ id: tagLinks.tagId })
    .from(tagLinks)
    .where(eq(tagLinks.eventId, id))
    .orderBy(asc(tagLinks.tagId));
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    subtitle: row.subtitle,
    teaser: row.teaser,
    description: row.description,
    event_type: row.eventType,
    date_start: row.dateStart.toISOString(),
    date_end: row.dateEnd?.toISOString() ?? null,
    status: row.status,
    is_free: row.isFree,
    is_online: row.isOnline,
    venue_id: row.venueId,
    room_id: row.roomId,
    exhibition_type_id: row.exhibitionTypeId,
    series_id: row.seriesId,
    genre_id: row.genreId,
    production_id: row.productionId,
    image_id: row.imageId,
    // Staff see only a link they set themselves: the link to our own shop page is implied by the
    // offer (saveChildren writes it back for the public pages), not an external ticket link.
    ticket_url: row.ticketUrl === `/webshop/event/${row.idJet}` ? null : row.ticketUrl,
    tag_ids: tags.map((t) => t.id),
    id_jet: row.idJet,
    offer: await readEditableOffer(database, row.idJet),
    view_url: programmePath('de', '/events/[slug]/[id]', { slug: row.slug.de, id: row.id }),
    updated_at: row.updatedAt.toISOString(),
  };
}
type EventRecord = NonNullable<Awaited<ReturnType<typeof read>>>;

const columns = (d: EventInput) => ({
  title: d.title,
  slug: fillSlugs(d.slug, d.title),
  subtitle: d.subtitle,
  teaser: d.teaser,
  description: d.description,
  eventType: d.event_type,
  dateStart: new Date(d.date_start),
  dateEnd: d.date_end ? new Date(d.date_end) : null,
  status: d.status,
  isFree: d.is_free,
  isOnline: d.is_online,
  venueId: d.venue_id,
  roomId: d.room_id,
  exhibitionTypeId: d.exhibition_type_id,
  seriesId: d.series_id,
  genreId: d.genre_id,
  productionId: d.production_id,
  imageId: d.image_id,
  ticketUrl: d.ticket_url || null,
});

/** A new offer gets the next free box-office key (id_jet); an event keeps its key for good. */
async function nextIdJet(tx: Db) {
  const [a] = await tx.select({ n: max(events.idJet) }).from(events);
  const [b] = await tx.select({ n: max(ticketOffers.idJet) }).from(ticketOffers);
  return Math.max(a.n ?? 0, b.n ?? 0, 100000) + 1;
}

async function saveChildren(tx: Db, id: number, d: EventInput, idJet: number | null) {
  await tx.delete(tagLinks).where(eq(tagLinks.eventId, id));
  if (d.tag_ids.length)
    await tx.insert(tagLinks).values([...new Set(d.tag_ids)].map((tagId) => ({ eventId: id, tagId })));
  let key = idJet;
  if (d.offer && key === null) {
    key = await nextIdJet(tx);
    await tx.update(events).set({ idJet: key }).where(eq(events.id, id));
  }
  if (key !== null) await saveOffer(tx, key, { dateStart: new Date(d.date_start), title: d.title }, d.offer);
  // A date sold by our box office links to its webshop page, as the demo's dates do (the booking widget needs it).
  if (key !== null) {
    const own = `/webshop/event/${key}`;
    const ticketUrl = d.offer ? d.ticket_url || own : d.ticket_url === own ? null : d.ticket_url || null;
    await tx.update(events).set({ ticketUrl }).where(eq(events.id, id));
  }
}

const dayFilter = isoDay.optional();

export const eventResource = defineResource({
  name: 'events',
  table: events,
  role: 'editor',
  // The box office reads dates (orders, seat desk, walk-in sale) but does not change the programme.
  readRole: 'box_office',
  schema: eventResourceSchema,
  search: [localizedText(events.title), localizedText(events.subtitle)],
  orderings: { date_start: events.dateStart, title: localizedText(events.title), updated_at: events.updatedAt },
  filters: {
    schema: z.object({
      production: filterId('production'),
      venue: filterId('venue'),
      series: filterId('series'),
      is_online: filterFlag('is_online'),
      date_from: dayFilter,
      date_to: dayFilter,
    }),
    where: (f) => [
      f.production ? eq(events.productionId, f.production) : undefined,
      f.venue ? eq(events.venueId, f.venue) : undefined,
      f.series ? eq(events.seriesId, f.series) : undefined,
      f.is_online === undefined ? undefined : eq(events.isOnline, f.is_online),
      f.date_from ? gte(events.dateStart, startOfBerlinDay(f.date_from)) : undefined,
      f.date_to ? lt(events.dateStart, startOfBerlinDay(addDays(f.date_to, 1))) : undefined,
    ],
  },
  read,
  async create(tx, data, id) {
    const [row] = await tx
      .insert(events)
      .values({ ...columns(data), ...(id ? { id } : {}) })
      .returning({ id: events.id, idJet: events.idJet });
    await saveChildren(tx, row.id, data, row.idJet);
    return row.id;
  },
  async update(tx, id, data) {
    const [row] = await tx
      .update(events)
      .set({ ...columns(data), updatedAt: new Date() })
      .where(eq(events.id, id))
      .returning({ idJet: events.idJet });
    await saveChildren(tx, id, data, row.idJet);
  },
  async remove(tx, id) {
    const [row] = await tx
      .select({ idJet: events.idJet, dateStart: events.dateStart, title: events.title })
      .from(events)
      .where(eq(events.id, id));
    if (row?.idJet) await saveOffer(tx, row.idJet, { dateStart: row.dateStart, title: row.title }, null);
    await tx.delete(events).where(eq(events.id, id));
  },
  label: (r: EventRecord) => `${r.title.de ?? `Event ${r.id}`} (${r.date_start.slice(0, 10)})`,
  tags: () => affects('event'),
  afterWrite: (database, id) => reindex('event', id, database),
  defaultOrdering: 'date_start',
});
