import 'server-only';
import { createHash } from 'node:crypto';
import { clientAddressKey } from '@/lib/client-address';
import { beginLogin } from '@/lib/rate-limit';

const STAFF_TOO_MANY = 'Too many failed logins. Please wait and try again later.';

/** The name as typed, hashed (the limits table keeps no user names); user name and e-mail count apart. */
const accountKey = (login: string) =>
  `staff:${createHash('sha256').update(login.trim().toLowerCase()).digest('base64url').slice(0, 22)}`;

/**
 * Counts a staff login attempt per name and client together and per client; 429 once either has 10
 * failures in 15 minutes (lib/rate-limit.ts beginLogin). A stranger's guesses lock out the stranger.
 */
export function beginStaffLogin(req: Request, login: string) {
  const client = clientAddressKey(req);
  return beginLogin(
    { pair: 'staffLoginPair', client: 'staffLoginClient' },
    { account: accountKey(login), client: client ? `ip:${client}` : null },
    STAFF_TOO_MANY,
  );
}
