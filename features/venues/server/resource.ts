import 'server-only';
import { and, asc, count, eq, inArray, notInArray, or } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { affects } from '@/lib/write-effects';
import { pick } from '@/i18n/config';
import { defineResource, fillSlugs } from '@/features/resources';
import { localizedText } from '@/features/resources/server';
import { programmePath } from '@/features/events';
import { reindex } from '@/features/search/server';
import { venueResourceSchema, type VenueInput } from '../resource-schema';

const { venues, rooms, events, productions } = schema;

async function read(database: Db, id: number) {
  const [row] = await database.select().from(venues).where(eq(venues.id, id));
  if (!row) return null;
  const roomRows = await database
    .select()
    .from(rooms)
    .where(eq(rooms.venueId, id))
    .orderBy(asc(rooms.position), asc(rooms.id));
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    street: row.street,
    zip: row.zip,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    image_id: row.imageId,
    position: row.position,
    rooms: roomRows.map((r) => ({ id: r.id, name: r.name, capacity: r.capacity })),
    view_url: programmePath('de', '/venues/[slug]/[id]', { slug: row.slug.de ?? '', id: row.id }),
    updated_at: row.updatedAt.toISOString(),
  };
}
type VenueRecord = NonNullable<Awaited<ReturnType<typeof read>>>;

const columns = (data: VenueInput) => ({
  name: data.name,
  slug: fillSlugs(data.slug, data.name),
  description: data.description,
  street: data.street,
  zip: data.zip,
  city: data.city,
  latitude: data.latitude,
  longitude: data.longitude,
  imageId: data.image_id,
  position: data.position,
});

/** Rooms are part of the venue: kept by id, new ones added, missing ones removed (if no event uses them). */
async function saveRooms(tx: Db, venueId: number, list: VenueInput['rooms']) {
  const keep = list.flatMap((r) => (r.id ? [r.id] : []));
  await tx.delete(rooms).where(and(eq(rooms.venueId, venueId), keep.length ? notInArray(rooms.id, keep) : undefined));
  for (const [index, room] of list.entries()) {
    const values = { venueId, name: room.name, capacity: room.capacity, position: index };
    const updated = room.id
      ? await tx
          .update(rooms)
          .set(values)
          .where(and(eq(rooms.id, room.id), eq(rooms.venueId, venueId)))
          .returning({ id: rooms.id })
      : [];
    if (!updated.length) await tx.insert(rooms).values(room.id ? { ...values, id: room.id } : values);
  }
}

export const venueResource = defineResource({
  name: 'venues',
  table: venues,
  role: 'editor',
  readRole: 'box_office',
  schema: venueResourceSchema,
  search: [localizedText(venues.name), venues.city, venues.street],
  orderings: {
    position: venues.position,
    name: localizedText(venues.name),
    city: venues.city,
    updated_at: venues.updatedAt,
  },
  read,
  async create(tx, data, id) {
    const [row] = await tx
      .insert(venues)
      .values({ ...columns(data), ...(id ? { id } : {}) })
      .returning({ id: venues.id });
    await saveRooms(tx, row.id, data.rooms);
    return row.id;
  },
  async update(tx, id, data) {
    await tx
      .update(venues)
      .set({ ...columns(data), updatedAt: new Date() })
      .where(eq(venues.id, id));
    await saveRooms(tx, id, data.rooms);
  },
  async remove(tx, id) {
    await tx.delete(venues).where(eq(venues.id, id));
  },
  async references(database, id) {
    const ownRooms = database.select({ id: rooms.id }).from(rooms).where(eq(rooms.venueId, id));
    const [{ n }] = await database
      .select({ n: count() })
      .from(events)
      .where(or(eq(events.venueId, id), inArray(events.roomId, ownRooms)));
    const prods = await database
      .select({ id: productions.id, title: productions.title })
      .from(productions)
      .where(eq(productions.venueId, id));
    return [...(n ? [`${n} event date(s)`] : []), ...prods.map((p) => `production ${p.id} "${pick(p.title, 'de')}"`)];
  },
  label: (r: VenueRecord) => r.name.de ?? `Venue ${r.id}`,
  tags: () => affects('venue'),
  afterWrite: (database, id) => reindex('venue', id, database),
  publicView: {
    where: () => undefined,
    map: (r: VenueRecord, locale) => ({
      id: r.id,
      name: pick(r.name, locale) ?? '',
      url: programmePath(locale, '/venues/[slug]/[id]', { slug: pick(r.slug, locale) ?? '', id: r.id }),
      street: r.street,
      zip: r.zip,
      city: r.city,
    }),
  },
});
