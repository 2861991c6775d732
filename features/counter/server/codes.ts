import 'server-only';
import { randomInt } from 'node:crypto';

// The box office's alphabet and shapes (no 0/O, 1/I/L: codes are read aloud and typed from paper). The
// gate's verifyTicket reads ticket numbers as LND-XXXX-XXXX; order codes are ten characters.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function randomCode(length: number) {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export const counterOrderCode = () => randomCode(10);
export const counterTicketCode = () => `LND-${randomCode(4)}-${randomCode(4)}`;
