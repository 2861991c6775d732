import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { db, schema } from '@/lib/db';

const cache = new Map<string, Promise<Buffer>>();

/**
 * A signing key: from the environment when the operator sets one, otherwise made once by the first
 * server that needs it and kept in the database, so every instance on that database signs alike and
 * tickets stay valid across restarts.
 */
export function serverSecret(name: string, fromEnv: string | undefined): Promise<Buffer> {
  if (fromEnv) return Promise.resolve(Buffer.from(fromEnv, 'utf8'));
  let secret = cache.get(name);
  if (!secret) {
    secret = (async () => {
      const { appSecrets } = schema;
      await db()
        .insert(appSecrets)
        .values({ name, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db().select().from(appSecrets).where(eq(appSecrets.name, name));
      return Buffer.from(row.value, 'base64url');
    })();
    secret.catch(() => cache.delete(name));
    cache.set(name, secret);
  }
  return secret;
}
