/**
 * npm run db:seed:scale — a separate data directory (SCALE_DATA_DIR, default .data/scale) with the
 * demo content plus 50,000 generated event dates spread over two years, for the events benchmark.
 */
import { sql } from 'drizzle-orm';
import { closeDb, openDb } from '@/lib/db/client';
import { migrate } from '@/lib/db/migrate';
import { seedIfEmpty } from '@/lib/seed';
import * as s from '@/lib/db/schema';

const TOTAL = Number(process.env.SCALE_EVENTS ?? 50_000);

async function main() {
  const dataDir = process.env.SCALE_DATA_DIR ?? '.data/scale';
  process.env.DATA_DIR = dataDir;
  const database = await openDb({ dataDir });
  await migrate(database);
  await seedIfEmpty(database);
  const counted = (await database.execute(sql`select count(*)::int as n from events`)) as unknown as { rows: { n: number }[] };
  const { n } = counted.rows[0];
  const missing = TOTAL - n;
  const rooms = await database.select().from(s.rooms);
  const types = await database.select().from(s.exhibitionTypes);
  const genres = await database.select().from(s.genres);
  const series = await database.select().from(s.series);
  const tags = await database.select().from(s.eventTags);
  const images = (await database.select({ id: s.media.id }).from(s.media)).map((m) => m.id);
  const start = Date.now();
  for (let done = 0; done < missing; done += 1000) {
    const batch = Array.from({ length: Math.min(1000, missing - done) }, (_, i) => {
      const k = n + done + i;
      const room = rooms[k % rooms.length];
      const title = { de: `Werkstattabend ${k}`, en: `Workshop evening ${k}`, cs: `Dílenský večer ${k}` };
      const dateStart = new Date(start + ((k * 7919) % (730 * 24)) * 3600_000);
      return {
        title,
        slug: { de: `werkstattabend-${k}`, en: `workshop-evening-${k}`, cs: `dilensky-vecer-${k}` },
        eventType: 'workshop' as const,
        dateStart,
        dateEnd: new Date(dateStart.getTime() + 2 * 3600_000),
        isFree: k % 3 === 0,
        venueId: room.venueId,
        roomId: room.id,
        exhibitionTypeId: types[k % types.length].id,
        seriesId: k % 4 === 0 ? series[k % series.length].id : null,
        genreId: genres[k % genres.length].id,
        imageId: images[k % images.length],
      };
    });
    const rows = await database.insert(s.events).values(batch).returning({ id: s.events.id });
    await database.insert(s.eventEventTags).values(rows.map((r, i) => ({ eventId: r.id, tagId: tags[i % tags.length].id })));
    if ((done / 1000) % 10 === 0) console.log(`${n + done + batch.length} events…`);
  }
  await database.execute(sql`analyze`);
  console.log(`Scale data set ready in ${dataDir}: ${Math.max(n, TOTAL)} events.`);
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
