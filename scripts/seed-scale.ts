/**
 * npm run db:seed:scale — a separate data directory (SCALE_DATA_DIR, default .data/scale) with the
 * demo content plus 50,000 generated event dates spread over two years, for the events benchmark.
 *
 * Each generated event draws its room, exhibition type, genre, series and one or two tags
 * independently from a seeded generator (same data set on every run), with busier and quieter rooms
 * and types, so every filter pair has matches, some many and some few; about 2 % are offline.
 */
import { sql } from 'drizzle-orm';
import { closeDb, openDb } from '@/lib/db/client';
import { migrate } from '@/lib/db/migrate';
import { seedIfEmpty } from '@/seed';
import * as s from '@/lib/db/schema';
import { seededRandom } from './bench/lib/seeded-random.mjs';

const TOTAL = Number(process.env.SCALE_EVENTS ?? 50_000);

async function main() {
  const dataDir = process.env.SCALE_DATA_DIR ?? '.data/scale';
  process.env.DATA_DIR = dataDir;
  const database = await openDb({ dataDir });
  await migrate(database);
  await seedIfEmpty(database);
  const counted = (await database.execute(sql`select count(*)::int as n from events`)) as unknown as {
    rows: { n: number }[];
  };
  const { n } = counted.rows[0];
  const missing = TOTAL - n;
  const rooms = await database.select().from(s.rooms).orderBy(s.rooms.id);
  const types = await database.select().from(s.exhibitionTypes).orderBy(s.exhibitionTypes.id);
  const genres = await database.select().from(s.genres).orderBy(s.genres.id);
  const series = await database.select().from(s.series).orderBy(s.series.id);
  const tags = await database.select().from(s.eventTags).orderBy(s.eventTags.id);
  const images = (await database.select({ id: s.media.id }).from(s.media)).map((m) => m.id);
  const next = seededRandom(20_261_121);
  // Rank-weighted (1, 1/2, 1/3, …): the first rooms and types are much busier than the last.
  const weighted = <T>(list: T[]) => {
    const weights = list.map((_, i) => 1 / (i + 1));
    const sum = weights.reduce((a, b) => a + b, 0);
    return () => {
      let r = next() * sum;
      for (let i = 0; i < list.length; i++) if ((r -= weights[i]) <= 0) return list[i];
      return list[list.length - 1];
    };
  };
  const anyOf = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  const room = weighted(rooms);
  const type = weighted(types);
  const start = Date.now();
  for (let done = 0; done < missing; done += 1000) {
    const batch = Array.from({ length: Math.min(1000, missing - done) }, (_, i) => {
      const k = n + done + i;
      const place = room();
      const title = { de: `Werkstattabend ${k}`, en: `Workshop evening ${k}`, cs: `Dílenský večer ${k}` };
      const dateStart = new Date(start + Math.floor(next() * 730 * 24) * 3600_000);
      return {
        title,
        slug: { de: `werkstattabend-${k}`, en: `workshop-evening-${k}`, cs: `dilensky-vecer-${k}` },
        eventType: 'workshop' as const,
        dateStart,
        dateEnd: new Date(dateStart.getTime() + 2 * 3600_000),
        isFree: next() < 0.3,
        isOnline: next() >= 0.02,
        venueId: place.venueId,
        roomId: place.id,
        exhibitionTypeId: type().id,
        seriesId: next() < 0.25 ? anyOf(series).id : null,
        genreId: anyOf(genres).id,
        imageId: anyOf(images),
      };
    });
    const rows = await database.insert(s.events).values(batch).returning({ id: s.events.id });
    const links = rows.flatMap((r) => {
      const first = anyOf(tags).id;
      const second = anyOf(tags).id;
      return next() < 0.3 && second !== first
        ? [
            { eventId: r.id, tagId: first },
            { eventId: r.id, tagId: second },
          ]
        : [{ eventId: r.id, tagId: first }];
    });
    await database.insert(s.eventEventTags).values(links);
    if ((done / 1000) % 10 === 0) console.log(`${n + done + batch.length} events…`);
  }
  // PGlite runs no autovacuum. A PostgreSQL server would vacuum this freshly loaded table on its
  // own (insert threshold); without it the visibility map is empty and the events list's
  // index-only scans would visit the heap for every row, which is not what a running site sees.
  await database.execute(sql`vacuum analyze`);
  console.log(`Scale data set ready in ${dataDir}: ${Math.max(n, TOTAL)} events.`);
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
