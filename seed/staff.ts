import { randomBytes } from 'node:crypto';
import type { Db } from '@/lib/db/client';
import { countUsers, createUser } from '@/features/auth/server';
import type { StaffRole } from '@/features/auth';

export const DEMO_STAFF = {
  username: 'redaktion',
  email: 'redaktion@museum.example',
  first_name: 'Rita',
  last_name: 'Redaktion',
};

/** Demo accounts of the other roles, to try what the box office and the door see. */
const DEMO_ROLE_STAFF: {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  role: StaffRole;
}[] = [
  { username: 'kasse', email: 'kasse@museum.example', first_name: 'Karl', last_name: 'Kasse', role: 'box_office' },
  { username: 'einlass', email: 'einlass@museum.example', first_name: 'Erna', last_name: 'Einlass', role: 'door' },
];

const newPassword = () => randomBytes(12).toString('base64url');

/**
 * Staff accounts for trying the site at once (first start with demo content and no staff yet): the
 * administrator `redaktion`, `kasse` (box office) and `einlass` (door). Their passwords are generated
 * and printed once; `npm run user:create -- --reset --username <name>` sets a new one. Returns
 * redaktion's password.
 */
export async function createDemoStaff(database: Db, log: (line: string) => void = console.log) {
  if ((await countUsers(database)) > 0) return null;
  const password = newPassword();
  await createUser(database, { ...DEMO_STAFF, password });
  log('[seed] demo staff account (shown once): log in at /de/login');
  log(`[seed]   user:     ${DEMO_STAFF.email} (or ${DEMO_STAFF.username})`);
  log(`[seed]   password: ${password}`);
  log(`[seed]   new password: npm run user:create -- --reset --username ${DEMO_STAFF.username}`);
  for (const account of DEMO_ROLE_STAFF) {
    const own = newPassword();
    await createUser(database, { ...account, password: own });
    log(`[seed] demo ${account.role} account: ${account.username} (${account.email}), password: ${own}`);
  }
  return password;
}
