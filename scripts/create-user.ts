/**
 * npm run user:create -- --email anna@example.org --username anna --first-name Anna --last-name Weber [--role editor]
 *   (roles: door, box_office, editor, admin; admin when not given)
 * npm run user:create -- --reset --username anna      (a new password for an existing user)
 * Creates a staff user; the password is read from STAFF_PASSWORD or asked for on the terminal.
 * Stop the server first when using the embedded database (one process per data directory).
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { env } from '@/lib/env';
import { closeDb, openDb } from '@/lib/db/client';
import { migrate } from '@/lib/db/migrate';
import { createUser, resetPassword } from '@/features/auth/server';
import type { StaffRole } from '@/features/auth';

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      username: { type: 'string' },
      'first-name': { type: 'string', default: '' },
      'last-name': { type: 'string', default: '' },
      role: { type: 'string', default: 'admin' },
      reset: { type: 'boolean', default: false },
    },
  });
  if (values.reset && !values.username && !values.email)
    throw new Error('Usage: npm run user:create -- --reset --username U (or --email E)');
  if (!values.reset && (!values.email || !values.username))
    throw new Error('Usage: npm run user:create -- --email E --username U [--first-name F] [--last-name L]');
  let password = process.env.STAFF_PASSWORD;
  if (!password) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    password = await rl.question('Password (at least 10 characters): ');
    rl.close();
  }
  const settings = env();
  const database = await openDb({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  await migrate(database);
  if (values.reset) {
    const who = values.username ?? values.email ?? '';
    if (!(await resetPassword(database, who, password))) throw new Error(`No staff user ${who}`);
    console.log(`New password set for ${who}.`);
    await closeDb();
    return;
  }
  const user = await createUser(database, {
    email: values.email ?? '',
    username: values.username ?? '',
    password,
    first_name: values['first-name'],
    last_name: values['last-name'],
    // Checked by createUser's schema: an unknown role stops with the list of roles.
    role: values.role as StaffRole,
  });
  console.log(`Staff user ${user.username} <${user.email}> created (id ${user.id}).`);
  await closeDb();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
