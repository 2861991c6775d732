import 'server-only';
import { eq } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import type { ProfileInput } from '../schemas';
import { findAccount } from './accounts';

const { visitorAccounts: a } = schema;

export type Profile = {
  email: string;
  first_name: string;
  last_name: string;
  street: string;
  postal_code: string;
  city: string;
  country: string;
  locale: string;
  newsletter: 'off' | 'pending' | 'on';
};

/** What the account pages and GET /api/account/profile/ show; only ever the logged-in visitor's own. */
export async function readProfile(accountId: number): Promise<Profile | null> {
  const row = await findAccount(accountId);
  if (!row) return null;
  return {
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    street: row.street,
    postal_code: row.postalCode,
    city: row.city,
    country: row.country,
    locale: row.locale,
    newsletter: row.newsletter,
  };
}

export async function updateProfile(accountId: number, input: ProfileInput) {
  await db()
    .update(a)
    .set({
      firstName: input.first_name,
      lastName: input.last_name,
      street: input.street,
      postalCode: input.postal_code,
      city: input.city,
      country: input.country,
      updatedAt: new Date(),
    })
    .where(eq(a.id, accountId));
  return readProfile(accountId);
}
