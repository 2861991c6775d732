import { count } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { pages } from '@/lib/db/schema';
import { seedChrome } from './chrome';
import { seedForms } from './forms';
import { seedGallery } from './gallery';
import { seedImages } from './images';
import { seedLegal } from './legal';
import { seedPages } from './pages';
import { seedProgramme } from './programme';
import { seedSite } from './site';
import { seedBilling } from './billing';
import { seedMagazine } from './magazine';
// eslint-disable-next-line import/no-restricted-paths -- pages' and search's server entries re-export components whose client imports do not load under tsx
import { reindexAll } from '@/features/search/server/reindex';
import { createDemoStaff } from './staff';
import { seedVersions } from './versions';

/**
 * The demo museum village. Each domain adds its seeder to `seedDemo` in order; later seeders get
 * the ids of what came before (images, pages).
 */
export async function seedDemo(database: Db, now = new Date()) {
  const images = await seedImages(database);
  const pageIds = await seedPages(database, images, now);
  const forms = await seedForms(database, now);
  const legal = await seedLegal(database, forms);
  const gallery = await seedGallery(database, images, forms, now);
  await seedSite(database, pageIds, now);
  await seedBilling(database);
  await seedChrome(database);
  const programme = await seedProgramme(database, images, now);
  const magazine = await seedMagazine(database, images, now);
  await seedVersions(database);
  // Last: the search index covers everything seeded above.
  await reindexAll(database);
  return { images, pages: pageIds, programme, magazine, forms, legal, gallery };
}

/** Loads the demo content when the database has no pages yet (first start). */
export async function seedIfEmpty(database: Db) {
  const [{ n }] = await database.select({ n: count() }).from(pages);
  if (n > 0) return false;
  console.log('[seed] empty database: loading the demo museum village…');
  await seedDemo(database);
  await createDemoStaff(database);
  console.log('[seed] done');
  return true;
}
