import { hash, verify } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';

/**
 * Argon2id (OWASP's minimum: 19 MiB, two passes), computed by @node-rs/argon2 on libuv's thread
 * pool, so a login no longer blocks the event loop the way bcryptjs did. Hashes made before are
 * bcrypt; they are still checked and replaced at the next login (password-upgrade.ts).
 */
const ARGON2 = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string) {
  return hash(password, ARGON2);
}

export async function verifyPassword(password: string, stored: string) {
  if (stored.startsWith('$argon2')) {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  }
  return bcrypt.compare(password, stored);
}
