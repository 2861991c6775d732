import { hashPassword } from './password';

/** Kept apart from password.ts, which tests replace by a cheap stand-in. */

/** True for a hash that is not Argon2id with today's parameters (bcrypt from before, weaker Argon2). */
function needsRehash(stored: string) {
  return !stored.startsWith('$argon2id$v=19$m=19456,t=2,p=1$');
}

/**
 * After a successful check: the new hash to store when the old one is outdated, else null. The
 * caller writes it only if the stored hash is still the one checked (a password changed meanwhile wins).
 */
export async function upgradedHash(password: string, stored: string) {
  return needsRehash(stored) ? hashPassword(password) : null;
}
