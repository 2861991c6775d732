import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, count, eq, ne, or } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { ApiError } from '@/lib/api';
import { hashPassword } from '@/features/auth/server';
import { defineResource } from '@/features/resources';
import { userResourceSchema, type UserInput } from '../resource-schema';
import { affects } from '@/lib/write-effects';

const { users, sessions } = schema;

async function read(database: Db, id: number) {
  const [u] = await database.select().from(users).where(eq(users.id, id));
  if (!u) return null;
  return {
    id: u.id,
    email: u.email,
    username: u.username,
    first_name: u.firstName,
    last_name: u.lastName,
    role: u.role,
    is_active: u.isActive,
    updated_at: u.updatedAt.toISOString(),
  };
}
type UserRecord = NonNullable<Awaited<ReturnType<typeof read>>>;

async function assertUnique(tx: Db, d: UserInput, id?: number) {
  const [clash] = await tx
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        or(eq(users.username, d.username), eq(users.email, d.email.toLowerCase())),
        id ? ne(users.id, id) : undefined,
      ),
    );
  if (!clash) return;
  const field = clash.username === d.username ? 'username' : 'email';
  throw new ApiError(422, `${field}: another account uses it`, 'invalid', { [field]: ['another account uses it'] });
}

/** There is always an active administrator left, or nobody could manage accounts and settings. */
async function assertAdminRemains(tx: Db, id: number, d: UserInput | null) {
  if (d && d.role === 'admin' && d.is_active) return;
  const [{ n }] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true), ne(users.id, id)));
  if (n === 0)
    throw new ApiError(
      409,
      'This is the last active administrator; make another account an administrator first.',
      'last_admin',
    );
}

const columns = (d: UserInput) => ({
  email: d.email.toLowerCase(),
  username: d.username,
  firstName: d.first_name,
  lastName: d.last_name,
  role: d.role,
  isActive: d.is_active,
});

export const userResource = defineResource({
  name: 'users',
  table: users,
  role: 'admin',
  schema: userResourceSchema,
  search: [users.username, users.email, users.firstName, users.lastName],
  orderings: { username: users.username, email: users.email, role: users.role, updated_at: users.updatedAt },
  read,
  /** A restored account gets an unusable password: an administrator sets a new one. */
  async create(tx, d, id) {
    await assertUnique(tx, d);
    if (!d.password && !id)
      throw new ApiError(422, 'password: a new account needs a password', 'invalid', {
        password: ['a new account needs a password'],
      });
    const passwordHash = await hashPassword(d.password || randomBytes(32).toString('base64url'));
    const [row] = await tx
      .insert(users)
      .values({ ...columns(d), passwordHash, ...(id ? { id } : {}) })
      .returning({ id: users.id });
    return row.id;
  },
  async update(tx, id, d) {
    await assertUnique(tx, d, id);
    await assertAdminRemains(tx, id, d);
    const [before] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id));
    await tx
      .update(users)
      .set({
        ...columns(d),
        ...(d.password ? { passwordHash: await hashPassword(d.password) } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    // A deactivated account, a new password or a new role ends the account's sessions: with a new
    // role the user logs in again and gets a new session id (no session outlives a change of rights).
    if (!d.is_active || d.password || (before && before.role !== d.role))
      await tx.delete(sessions).where(eq(sessions.userId, id));
  },
  async remove(tx, id) {
    await assertAdminRemains(tx, id, null);
    await tx.delete(users).where(eq(users.id, id));
  },
  label: (r: UserRecord) => r.username,
  tags: () => affects('internal'),
});
