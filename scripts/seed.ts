/**
 * npm run db:seed — loads the demo content. On a database that already has content it refuses,
 * unless --reset is given, which empties every table first.
 */
import { sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import { closeDb, openDb } from '@/lib/db/client';
import { migrate } from '@/lib/db/migrate';
import { seedDemo, seedIfEmpty } from '@/seed';

async function main() {
  const settings = env();
  const database = await openDb({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  await migrate(database);
  if (process.argv.includes('--reset')) {
    const tables = await database.execute<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public'`,
    );
    const names = (tables as unknown as { rows: { tablename: string }[] }).rows.map((r) => `"${r.tablename}"`);
    if (names.length) await database.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));
    await seedDemo(database);
    console.log('Demo content loaded (database was reset).');
  } else if (!(await seedIfEmpty(database))) {
    console.log('The database already has content; run `npm run db:seed -- --reset` to replace it with the demo.');
  }
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
