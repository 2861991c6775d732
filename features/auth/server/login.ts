import 'server-only';
import { eq, or } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from './password';

// Unknown users cost the same bcrypt work, so response time does not reveal which names exist.
let dummyHash: Promise<string> | undefined;

/** The active staff user with these credentials (username or e-mail), or null. */
export async function authenticate(username: string, password: string) {
  const login = username.trim();
  const [user] = await db()
    .select()
    .from(schema.users)
    .where(or(eq(schema.users.username, login), eq(schema.users.email, login.toLowerCase())));
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
  return ok && user?.isActive && user.isStaff ? user : null;
}
