/**
 * The two cookies of the shop's line, signed so that nobody moves themselves forward: the pass of an
 * admitted buyer, and a waiter's place in line (their first arrival). HttpOnly: scripts never need them.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Ticket } from './line.js';

export const PASS_COOKIE = 'museum_pass';
export const LINE_COOKIE = 'museum_line';
/** A pass outlives a cart's hold (15 minutes, renewable once) with room to spare. */
const PASS_SECONDS = 45 * 60;
/** A place in line is kept this long, also by one who left and comes back. */
const LINE_SECONDS = 60 * 60;

const ID = /^[A-Za-z0-9_-]{6,32}$/;

export function admissionCookies(secret: Buffer, { secure }: { secure: boolean }) {
  const sign = (kind: string, value: string) =>
    createHmac('sha256', secret).update(`${kind}|${value}`).digest('base64url').slice(0, 27);
  const verify = (kind: string, raw: string | undefined): [string, number] | null => {
    const [id, at, signature] = raw?.split('.') ?? [];
    if (!id || !ID.test(id) || !/^\d{1,15}$/.test(at ?? '') || !signature) return null;
    const expected = Buffer.from(sign(kind, `${id}.${at}`));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? [id, Number(at)] : null;
  };
  const cookie = (name: string, value: string, seconds: number) =>
    `${name}=${value}; Path=/; Max-Age=${seconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

  return {
    /** The pass's id when it is ours and not older than PASS_SECONDS. */
    pass(raw: string | undefined, now: number): string | null {
      const read = verify('pass', raw);
      return read && now - read[1] * 1000 <= PASS_SECONDS * 1000 ? read[0] : null;
    },
    passCookie(id: string, now: number) {
      const value = `${id}.${Math.floor(now / 1000)}`;
      return cookie(PASS_COOKIE, `${value}.${sign('pass', value)}`, PASS_SECONDS);
    },
    /** The waiter's place when the cookie is ours and not older than LINE_SECONDS. */
    ticket(raw: string | undefined, now: number): Ticket | null {
      const read = verify('line', raw);
      return read && now - read[1] <= LINE_SECONDS * 1000 && read[1] <= now + 60_000
        ? { id: read[0], arrivedAt: read[1] }
        : null;
    },
    lineCookie(ticket: Ticket) {
      const value = `${ticket.id}.${ticket.arrivedAt}`;
      return cookie(LINE_COOKIE, `${value}.${sign('line', value)}`, LINE_SECONDS);
    },
    /** Once in, the place in line is spent. */
    clearLine: () => `${LINE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  };
}

/** One cookie's value from a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
