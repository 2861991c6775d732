import 'server-only';
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '@/features/auth/server';

export { hashPassword };

// Unknown addresses cost the same bcrypt work as known ones, so timing tells nobody which exist.
let dummyHash: Promise<string> | undefined;

/** Checks a password against a stored hash, or against a throwaway hash when there is no account. */
export async function checkPassword(password: string, hash: string | null | undefined) {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const ok = await verifyPassword(password, hash ?? (await dummyHash));
  return ok && !!hash;
}
