import 'server-only';
import { createHash } from 'node:crypto';
import { clientAddressKey } from '@/lib/client-address';
import { beginLogin, consume } from '@/lib/rate-limit';

/**
 * Rate limits of login, sign-up and reset, per e-mail address (hashed: the limits table keeps no
 * addresses) and per client address (only known behind a trusted proxy: lib/client-address.ts).
 */
const emailKey = (email: string) =>
  `mail:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22)}`;
const clientKey = (req: Request) => {
  const key = clientAddressKey(req);
  return key ? `ip:${key}` : null;
};

const TOO_MANY = 'Too many attempts. Please wait a little and try again.';

/**
 * Counts a login attempt; 429 once the e-mail address from this client, or the client, has 10 failures
 * in 15 minutes (lib/rate-limit.ts beginLogin). A stranger's guesses lock out the stranger, not the owner.
 */
export function beginVisitorLogin(req: Request, email: string) {
  return beginLogin(
    { pair: 'accountLoginPair', client: 'accountLoginClient' },
    { account: emailKey(email), client: clientKey(req) },
    TOO_MANY,
  );
}

/** Sign-up and the request for a new verification link (both send a mail to the address). */
export async function limitSignUp(req: Request, email: string) {
  await consume('accountSignUpClient', [clientKey(req)], TOO_MANY);
  await consume('accountSignUpEmail', [emailKey(email)], TOO_MANY);
}

export async function limitReset(req: Request, email: string) {
  await consume('accountResetClient', [clientKey(req)], TOO_MANY);
  await consume('accountResetEmail', [emailKey(email)], TOO_MANY);
}
