/**
 * A mail sender in a process of its own, for tests/postgres/mail-outbox.test.ts: claims the outbox row
 * named on the command line (kind 'stalled': its rendering never ends) and keeps working on it until
 * the test kills it, as a server process killed with SIGKILL in the middle of a slow send.
 *
 * Run: node --import tsx --conditions react-server tests/helpers/outbox-sender.ts <row id>
 * with OUTBOX_DATABASE_URL naming the test database.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { schema, type Db } from '@/lib/db';
import { registerMailKind, sendQueued } from '@/lib/mail-outbox';

const database = drizzle(new Pool({ connectionString: process.env.OUTBOX_DATABASE_URL, max: 2 }), {
  schema,
}) as unknown as Db;
registerMailKind('stalled', () => new Promise(() => undefined));
void sendQueued([Number(process.argv[2])], database);
// Alive until killed (the stalled rendering holds no timer of its own).
setInterval(() => undefined, 1000);
