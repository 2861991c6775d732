import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { schema, type Db } from '@/lib/db';
import { testDatabase } from '@/tests/helpers/db';
import { eventConditions, eventPageQuery, type EventQuery } from './event-rows';
import { listEvents } from './events';

/**
 * The events list at more than demo size: which plan answers a filtered page (the covering
 * indexes must keep it off the wide table), and that the one-statement page with its window count
 * pages and counts exactly like a plain count would.
 */

let db: Db;
let typeIds: Record<string, number>;
const ids = {
  rooms: [] as number[],
  genres: [] as number[],
  types: [] as number[],
  series: [] as number[],
  tags: [] as number[],
};

beforeAll(async () => {
  db = (await testDatabase({ demo: true })).db;
  ids.rooms = (await db.select({ id: schema.rooms.id }).from(schema.rooms).orderBy(asc(schema.rooms.id))).map(
    (r) => r.id,
  );
  ids.genres = (await db.select({ id: schema.genres.id }).from(schema.genres).orderBy(asc(schema.genres.id))).map(
    (r) => r.id,
  );
  ids.series = (await db.select({ id: schema.series.id }).from(schema.series).orderBy(asc(schema.series.id))).map(
    (r) => r.id,
  );
  ids.tags = (
    await db.select({ id: schema.eventTags.id }).from(schema.eventTags).orderBy(asc(schema.eventTags.id))
  ).map((r) => r.id);
  const types = await db.select().from(schema.exhibitionTypes).orderBy(asc(schema.exhibitionTypes.id));
  ids.types = types.map((t) => t.id);
  typeIds = Object.fromEntries(types.map((t) => [t.slug, t.id]));
  const rooms = await db.select().from(schema.rooms);
  const start = Date.now() + 86400_000;
  // 4,000 more dates over a year, filter values spread with co-prime strides so every pair occurs.
  for (let batch = 0; batch < 4; batch++) {
    const rows = await db
      .insert(schema.events)
      .values(
        Array.from({ length: 1000 }, (_, i) => {
          const k = batch * 1000 + i;
          const room = rooms[k % rooms.length];
          return {
            title: { de: `Abendführung ${k}`, en: `Evening tour ${k}`, cs: `Večerní prohlídka ${k}` },
            slug: { de: `abendfuehrung-${k}`, en: `evening-tour-${k}`, cs: `vecerni-prohlidka-${k}` },
            eventType: 'tour' as const,
            dateStart: new Date(start + ((k * 7919) % (365 * 24)) * 3600_000),
            venueId: room.venueId,
            roomId: room.id,
            exhibitionTypeId: ids.types[(k % 5) % ids.types.length],
            seriesId: k % 3 === 0 ? ids.series[k % ids.series.length] : null,
            genreId: ids.genres[(k % 7) % ids.genres.length],
            isOnline: k % 50 !== 0,
          };
        }),
      )
      .returning({ id: schema.events.id });
    await db
      .insert(schema.eventEventTags)
      .values(rows.map((r, i) => ({ eventId: r.id, tagId: ids.tags[(i % 11) % ids.tags.length] })));
  }
  // What autovacuum does on a server after a bulk load; index-only scans rely on it.
  await db.execute(sql`vacuum analyze events`);
  await db.execute(sql`vacuum analyze event_event_tags`);
}, 60_000);

const typeSlug = (id: number) => Number(Object.entries(typeIds).find(([, v]) => v === id)![0]);

async function plan(query: EventQuery) {
  const where = and(...eventConditions(query));
  const { sql: text, params } = eventPageQuery(where, 10, 0).toSQL();
  const client = (db as unknown as { $client: PGlite }).$client;
  const result = await client.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, costs off, timing off, summary off) ${text}`,
    params,
  );
  return result.rows.map((r) => r['QUERY PLAN']).join('\n');
}

async function plainCount(query: EventQuery) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(schema.events)
    .where(and(...eventConditions(query)));
  return n;
}

describe('events list query at scale', () => {
  it('chooses a filtered page from a covering index without visiting the events table', async () => {
    const pairs: EventQuery['filter'][] = [
      { room: ids.rooms[2], genre: ids.genres[1] },
      { type: typeSlug(ids.types[1]), series: ids.series[0] },
      { genre: ids.genres[3], tag: ids.tags[1] },
      { room: ids.rooms[0], type: typeSlug(ids.types[0]) },
    ];
    for (const filter of pairs) {
      const text = await plan({ filter });
      expect(text, text).toMatch(/Index Only Scan using events_list_\w+ on events/);
      expect(text, text).not.toMatch(/Seq Scan on events|Bitmap Heap Scan on events/);
      // The only visits to the table are the page's own rows, looked up by primary key.
      for (const [, fetches] of text.matchAll(/Heap Fetches: (\d+)/g)) expect(Number(fetches), text).toBe(0);
      expect(text).toMatch(/Index Scan using events_pkey on events/);
    }
  });

  it('pages through a filter pair without gaps or repeats and counts like a plain count', async () => {
    const query: EventQuery = { filter: { room: ids.rooms[1], genre: ids.genres[2] } };
    const total = await plainCount(query);
    expect(total).toBeGreaterThan(25);
    const all = await listEvents(query, 'de', 1, 1000);
    expect(all.count).toBe(total);
    expect(all.results).toHaveLength(total);
    const sorted = [...all.results].sort((a, b) => a.date_start.localeCompare(b.date_start) || a.id - b.id);
    expect(all.results.map((e) => e.id)).toEqual(sorted.map((e) => e.id));
    const paged: number[] = [];
    const pages = Math.ceil(total / 10);
    for (let page = 1; page <= pages; page++) {
      const result = await listEvents(query, 'de', page, 10);
      expect(result.count).toBe(total);
      paged.push(...result.results.map((e) => e.id));
    }
    expect(paged).toEqual(all.results.map((e) => e.id));
    // Past the end there is no row to carry the window count: the total must still be right.
    const after = await listEvents(query, 'de', pages + 1, 10);
    expect(after).toEqual({ count: total, results: [] });
    expect(all.results.every((e) => e.room?.id === ids.rooms[1] && e.genre?.id === ids.genres[2])).toBe(true);
  });

  it('counts every filter pair like a plain count, offline dates excluded', async () => {
    const pairs: EventQuery['filter'][] = [
      { tag: ids.tags[0], series: ids.series[1] },
      { type: typeSlug(ids.types[2]), genre: ids.genres[0] },
      { room: ids.rooms[3], tag: ids.tags[2] },
      { room: ids.rooms[4], genre: ids.genres[5] },
    ];
    for (const filter of pairs) {
      const total = await plainCount({ filter });
      const { count: listed, results } = await listEvents({ filter }, 'en', 1, 10);
      expect(listed, JSON.stringify(filter)).toBe(total);
      expect(results).toHaveLength(Math.min(10, total));
    }
    const offline = await db
      .select({ id: schema.events.id })
      .from(schema.events)
      .where(eq(schema.events.isOnline, false));
    const everything = await listEvents({}, 'de', 1, 10_000);
    expect(everything.count).toBe(await plainCount({}));
    expect(everything.count).toBe(everything.results.length);
    expect(offline.length).toBeGreaterThan(0);
    expect(everything.results.some((e) => offline.some((o) => o.id === e.id))).toBe(false);
  });

  it('shows an event’s filter tags in their filter order, hidden tags left out', async () => {
    const tags = await db.select().from(schema.eventTags).orderBy(asc(schema.eventTags.position));
    const visible = tags.filter((t) => t.showInFilter);
    const hidden = tags.find((t) => !t.showInFilter)!;
    expect(hidden).toBeDefined();
    const [event] = await db
      .insert(schema.events)
      .values({
        title: { de: 'Tag-Reihenfolge' },
        slug: { de: 'tag-reihenfolge' },
        dateStart: new Date(Date.now() + 400 * 86400_000),
        roomId: ids.rooms[0],
      })
      .returning({ id: schema.events.id });
    // Linked in reverse filter order, with the hidden tag in between.
    const chosen = [visible[2], hidden, visible[0]];
    await db.insert(schema.eventEventTags).values(chosen.map((t) => ({ eventId: event.id, tagId: t.id })));
    const { results } = await listEvents(
      { date: new Date(Date.now() + 399 * 86400_000).toISOString().slice(0, 10), filter: { room: ids.rooms[0] } },
      'en',
      1,
      10,
    );
    const item = results.find((e) => e.id === event.id)!;
    expect(item.tags).toEqual([
      { id: visible[0].id, name: visible[0].name.en },
      { id: visible[2].id, name: visible[2].name.en },
    ]);
  });
});
