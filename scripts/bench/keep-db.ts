import { createPostgresTestDb } from '@/lib/db/testing';
import { createOffer } from '@/features/ticketing/server/offers';
async function main() {
  const pg = await createPostgresTestDb(process.env.BENCH_DATABASE_URL!);
  await createOffer(pg.db, { id_jet: 1, seat_groups: [{ seat_group: '1', text: { de: 'X' }, capacity: 1000000, prices: [{ sale_type_id: 1, name: 'V', price: '9.00' }] }] });
  console.log(pg.pool.options.connectionString);
  process.exit(0);
}
main();
