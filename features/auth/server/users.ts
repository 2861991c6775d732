import type { z } from 'zod';
import type { Db } from '@/lib/db';
import { users } from '@/lib/db/schema';
import { createUserSchema, type CreateUserInput } from '../schemas';
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
      adminMenus: data.admin_menus,
    })
    .returning({ id: users.id, email: users.email, username: users.username });
  return row;
}
