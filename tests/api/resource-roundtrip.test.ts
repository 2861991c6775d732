import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../helpers/db';
import { resources } from '@/features/dashboard/server';
import type { Db } from '@/lib/db';

let db: Db;

beforeAll(async () => {
  ({ db } = await testDatabase({ demo: true }));
});

// Staff open a demo record in the back office and press save: whatever the seed stored must pass the
// resource's own schema, or the record could never be saved again.
describe('every demo record round-trips through its resource schema', () => {
  for (const def of Object.values(resources)) {
    it(def.name, async () => {
      const rows = (await db.select({ id: def.table.id }).from(def.table)) as { id: number }[];
      const failures: string[] = [];
      for (const { id } of rows) {
        const record = await def.read(db, id);
        const parsed = def.schema.safeParse(record);
        if (!parsed.success)
          failures.push(
            `${def.name} ${id}: ${parsed.error.issues.map((i: { path: PropertyKey[]; message: string }) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
          );
      }
      expect(failures).toEqual([]);
    });
  }
});
