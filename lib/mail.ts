import 'server-only';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/env';

type MailAttachment = {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
  contentDisposition?: 'inline' | 'attachment';
};
export type Mail = { to: string; subject: string; text: string; html?: string; attachments?: MailAttachment[] };

export const outboxDir = () => path.resolve(env().DATA_DIR, 'outbox');
let outboxWrites = 0;

/**
 * Sends a mail through SMTP_URL. Without it (development, tests) the mail is written to
 * DATA_DIR/outbox as an .eml file that any mail program opens; `tag` goes into the file name
 * (an order code, 'account-42'), so tests and staff find a mail by what it is about.
 */
export async function deliverMail(mail: Mail, tag: string) {
  const nodemailer = await import('nodemailer');
  const message = { from: env().MAIL_FROM, ...mail };
  if (env().SMTP_URL) {
    await nodemailer.createTransport(env().SMTP_URL).sendMail(message);
    return { delivered: 'smtp' as const };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(message);
  await mkdir(outboxDir(), { recursive: true });
  const safeTag = tag.replace(/[^A-Za-z0-9_-]/g, '_');
  // The process and a count make the name unique: two mails of one order in the same millisecond (a
  // checkout's confirmation still on its way while staff move the date) overwrote each other.
  const unique = `${process.pid}-${String(++outboxWrites).padStart(6, '0')}`;
  const file = path.join(outboxDir(), `${new Date().toISOString().replace(/[:.]/g, '-')}-${unique}-${safeTag}.eml`);
  await writeFile(file, info.message as Buffer);
  return { delivered: 'outbox' as const, file };
}
