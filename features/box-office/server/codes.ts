import 'server-only';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import { serverSecret } from '@/lib/secrets';

// No 0/O, 1/I/L: codes are read aloud at the box office and typed from paper.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function randomCode(length: number) {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export const orderCode = () => randomCode(10);
/** Ticket numbers look like LND-7K3M-Q9TX; what the buyer gets is signed (see signTicket). */
export const ticketCode = () => `LND-${randomCode(4)}-${randomCode(4)}`;
export const voucherCode = () => `GUT-${randomCode(4)}-${randomCode(4)}-${randomCode(4)}`;

const signingKey = () => serverSecret('ticket-signing', env().TICKET_SIGNING_KEY);

/** HMAC-SHA256 of a purpose and a text, written in the code alphabet (5 bits a character). */
async function mac(purpose: string, text: string, length: number) {
  const digest = createHmac('sha256', await signingKey())
    .update(`${purpose}:${text}`)
    .digest();
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[digest[i] % ALPHABET.length];
  return out;
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The ticket as printed and put in the QR code: number and signature, LND-7K3M-Q9TX-4HXM8R2Q
 * (10 signature characters, about 49 bits). The gate checks the signature before it looks the
 * number up, so made-up or altered codes are refused without a database hit.
 */
export async function signTicket(code: string) {
  return `${code}-${await mac('ticket', code, 8)}`;
}

/** The ticket number inside a signed code, or null when the code is malformed or the signature wrong. */
export async function verifyTicket(text: string): Promise<string | null> {
  const match = /^(LND-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4})-([2-9A-HJKMNP-Z]{8})$/.exec(text.trim().toUpperCase());
  if (!match) return null;
  return sameText(await mac('ticket', match[1], 8), match[2]) ? match[1] : null;
}

/**
 * Secret links of an order: 'view' opens the order page (the link in every mail), 'confirm' confirms
 * a guest order by e-mail. Derived from the code with the server key, so nothing is stored and a
 * resent mail carries the same link.
 */
export async function orderToken(code: string, purpose: 'view' | 'confirm') {
  return mac(`order-${purpose}`, code, 24);
}

export async function verifyOrderToken(code: string, purpose: 'view' | 'confirm', token: unknown) {
  return typeof token === 'string' && token.length === 24 && sameText(await orderToken(code, purpose), token);
}
