import { count, eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/db';
import { users } from '@/lib/db/schema';
import { createUserSchema, type CreateUserInput } from '../user-schemas';
import { hashPassword } from './password';

/** Creates a staff user (npm run user:create). */
export async function createUser(database: Db, input: z.input<typeof createUserSchema> | CreateUserInput) {
  const data = createUserSchema.parse(input);
  const [row] = await database
    .insert(users)
    .values({
      email: data.email.toLowerCase(),
      username: data.username,
      firstName: data.first_name,
      lastName: data.last_name,
      passwordHash: await hashPassword(data.password),
      role: data.role,
      adminMenus: data.admin_menus,
    })
    .returning({ id: users.id, email: users.email, username: users.username });
  return row;
}

/** Sets a new password for a staff user found by username or e-mail; false when there is none. */
export async function resetPassword(database: Db, usernameOrEmail: string, password: string) {
  const { password: checked } = createUserSchema.pick({ password: true }).parse({ password });
  const rows = await database
    .update(users)
    .set({ passwordHash: await hashPassword(checked), updatedAt: new Date() })
    .where(or(eq(users.username, usernameOrEmail), eq(users.email, usernameOrEmail.toLowerCase())))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** How many staff users exist (the demo account is only made for a database without any). */
export async function countUsers(database: Db) {
  const [{ n }] = await database.select({ n: count() }).from(users);
  return n;
}
