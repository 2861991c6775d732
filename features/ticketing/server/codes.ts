import 'server-only';
import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: codes are read aloud at the box office and typed from paper.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function randomCode(length: number) {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export const orderCode = () => randomCode(10);
/** Ticket codes look like LND-7K3M-Q9TX; the QR code carries exactly this text. */
export const ticketCode = () => `LND-${randomCode(4)}-${randomCode(4)}`;
