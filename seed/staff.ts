import { randomBytes } from 'node:crypto';
import type { Db } from '@/lib/db/client';
import { countUsers, createUser } from '@/features/auth/server';

export const DEMO_STAFF = {
  username: 'redaktion',
  email: 'redaktion@museum.example',
  first_name: 'Rita',
  last_name: 'Redaktion',
};

/**
 * A staff account for trying the editor at once (first start with demo content and no staff yet).
 * Its password is generated and printed once; `npm run user:create -- --reset --username redaktion`
 * sets a new one.
 */
export async function createDemoStaff(database: Db, log: (line: string) => void = console.log) {
  if ((await countUsers(database)) > 0) return null;
  const password = randomBytes(12).toString('base64url');
  await createUser(database, { ...DEMO_STAFF, password });
  log('[seed] demo staff account (shown once): log in at /de/login');
  log(`[seed]   user:     ${DEMO_STAFF.email} (or ${DEMO_STAFF.username})`);
  log(`[seed]   password: ${password}`);
  log(`[seed]   new password: npm run user:create -- --reset --username ${DEMO_STAFF.username}`);
  return password;
}
