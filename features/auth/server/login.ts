import 'server-only';
import { and, eq, or } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from './password';
import { upgradedHash } from './password-upgrade';

// Unknown users cost the same hashing work, so response time does not reveal which names exist.
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
  if (!ok || !user?.isActive || !user.isStaff) return null;
  // A bcrypt hash from before becomes Argon2id now that the password is at hand.
  const upgraded = await upgradedHash(password, user.passwordHash);
  if (upgraded)
    await db()
      .update(schema.users)
      .set({ passwordHash: upgraded })
      .where(and(eq(schema.users.id, user.id), eq(schema.users.passwordHash, user.passwordHash)));
  return user;
}
