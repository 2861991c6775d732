import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { outboxDir } from '@/features/ticketing/server/mail';

/** Quoted-printable (how nodemailer writes non-ASCII text) back to UTF-8 text. */
export function decodeQuotedPrintable(raw: string) {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The mails of the outbox that name an order, oldest first, decoded. */
export async function outboxMails(orderCode: string) {
  const files = (await readdir(outboxDir()).catch(() => [] as string[])).filter((f) => f.includes(orderCode)).sort();
  return Promise.all(files.map(async (f) => decodeQuotedPrintable(await readFile(path.join(outboxDir(), f), 'utf8'))));
}

/** The confirmation link's token in a mail. */
export const confirmToken = (mail: string) => /\/confirm\?token=([2-9A-HJKMNP-Z]{24})/.exec(mail)?.[1] ?? null;
