/** npm run db:migrate — applies the committed migrations (the server also does this on start). */
import { env } from '@/lib/env';
import { closeDb, openDb } from '@/lib/db/client';
import { migrate, withMigrationLock } from '@/lib/db/migrate';

async function main() {
  const settings = env();
  const database = await openDb({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  await withMigrationLock(settings.DATABASE_URL, () => migrate(database));
  await closeDb();
  console.log('Migrations applied.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
