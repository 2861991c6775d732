import { drizzle } from 'drizzle-orm/node-postgres';
import { installDatabase, type Db } from '@/lib/db/client';
import { resetDatabaseHealth, setDatabaseProbe } from '@/lib/db/health';
import { createPostgresPool } from '@/lib/db/postgres';
import * as schema from '@/lib/db/schema';
import { createPostgresTestDb } from '@/lib/db/testing';
import { relayDatabase } from './fault-proxy';

/**
 * A fresh database on TEST_DATABASE_URL that the app (db()) reaches through a fault relay the test can
 * freeze or cut; `direct` is the test's own way in, past the relay. `teardown` undoes it all.
 */
export async function appDatabaseBehindRelay(pool: { timeoutMs: number; max: number }) {
  const direct = await createPostgresTestDb(process.env.TEST_DATABASE_URL!);
  const { proxy, url } = await relayDatabase(direct.pool.options.connectionString!);
  const appPool = await createPostgresPool(url, pool);
  installDatabase(drizzle(appPool, { schema }) as unknown as Db, 'postgres');
  resetDatabaseHealth();
  return {
    direct,
    proxy,
    async teardown() {
      proxy.set('up');
      resetDatabaseHealth();
      setDatabaseProbe(undefined);
      await appPool.end().catch(() => undefined);
      await proxy.close();
      await direct.drop();
    },
  };
}
