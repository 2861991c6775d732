import 'server-only';
import type { Db } from '@/lib/db';
import { queueFinishedMail } from '@/lib/mail-outbox';
import type { Locale } from '@/i18n/config';
import { leaveUrl, offerUrl } from './links';
import { waitingListTexts } from './texts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function html(text: string, link: { url: string; label: string }) {
  const body = text
    .split('\n')
    .map((line) => (line === link.url ? `<a href="${escape(link.url)}">${escape(link.label)}</a>` : escape(line)))
    .join('<br>');
  return `<!doctype html><html><body style="font:16px/1.5 Arial,sans-serif;color:#23211c">${body}</body></html>`;
}

/** Mails of an entry are tagged waiting-list-<id>: staff and tests find them in the outbox by it. */
export const mailTag = (entryId: number) => `waiting-list-${entryId}`;

type About = { id: number; email: string; locale: Locale; title: string; dateStart: Date | null; quantity: number };

/** The confirmation of joining (or changing) an entry, with the link to leave the list; queued in `tx`. */
export async function queueJoinedMail(tx: Db, entry: About & { position: number }) {
  const { t, museum, when } = await waitingListTexts(entry.locale);
  const leave = await leaveUrl(entry.id, entry.locale);
  const text = t('mail.joinedText', {
    title: entry.title,
    when: when(entry.dateStart),
    quantity: entry.quantity,
    position: entry.position,
    leaveUrl: leave,
    museum,
  });
  return queueFinishedMail(
    tx,
    {
      to: entry.email,
      subject: t('mail.joinedSubject', { title: entry.title }),
      text,
      html: html(text, { url: leave, label: t('mail.leaveLink') }),
    },
    mailTag(entry.id),
  );
}

/** The offer: places held until `until`, and the personal link to the cart that holds them; queued in `tx`. */
export async function queueOfferMail(tx: Db, entry: About & { token: string; until: Date }) {
  const { t, museum, when } = await waitingListTexts(entry.locale);
  const link = offerUrl(entry.token);
  const text = t('mail.offerText', {
    title: entry.title,
    when: when(entry.dateStart),
    quantity: entry.quantity,
    until: when(entry.until),
    link,
    museum,
  });
  return queueFinishedMail(
    tx,
    {
      to: entry.email,
      subject: t('mail.offerSubject', { title: entry.title }),
      text,
      html: html(text, { url: link, label: t('mail.offerLink') }),
    },
    mailTag(entry.id),
  );
}
