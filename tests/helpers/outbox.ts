import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { outboxDir } from '@/lib/mail';
import { sendsSettled } from '@/lib/mail-outbox';
import { parseMail, type MailMessage } from './mime';

export { confirmToken } from './mime';

/** The mails of the outbox that name an order, oldest first, parsed (text, HTML, inline images, attachments). */
export async function outboxMessages(orderCode: string): Promise<MailMessage[]> {
  // Checkout hands its mail over after answering (sendSoon).
  await sendsSettled();
  const files = (await readdir(outboxDir()).catch(() => [] as string[])).filter((f) => f.includes(orderCode)).sort();
  return Promise.all(files.map(async (f) => parseMail(await readFile(path.join(outboxDir(), f), 'utf8'))));
}

/** The same mails as one readable text each: the headers, then the plain text and the HTML part. */
export async function outboxMails(orderCode: string) {
  return (await outboxMessages(orderCode)).map((m) =>
    [
      ...Object.entries(m.headers).map(([k, v]) => `${k.replace(/(^|-)\w/g, (c) => c.toUpperCase())}: ${v}`),
      '',
      m.text,
      m.html,
    ].join('\n'),
  );
}
