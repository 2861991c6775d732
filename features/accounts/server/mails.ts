import 'server-only';
// use-intl/core is what next-intl's getTranslations uses underneath; importing it directly keeps mails
// sendable outside a request (route-handler tests, scripts), like the box office's mails.
import { createTranslator } from 'use-intl/core';
import { env } from '@/lib/env';
import { db } from '@/lib/db';
import { queueFinishedMail, sendQueued } from '@/lib/mail-outbox';
import type { Locale } from '@/i18n/config';

/** Every mail an account gets; each has a subject, a text and (most) one button with a link. */
export type AccountMailKind =
  'verify' | 'signUpExisting' | 'reset' | 'newsletter' | 'emailChange' | 'emailTaken' | 'emailChanged';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = {
  body: 'margin:0;padding:24px;background:#f7f3ea;color:#23211c;font:16px/1.5 -apple-system,"Segoe UI",Roboto,Arial,sans-serif',
  card: 'max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #ddd4c3;border-radius:8px;padding:24px',
  button:
    'display:inline-block;background:#2f4a3a;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px',
  muted: 'color:#5d574b;font-size:14px',
};

/** An absolute link to a page of this site. */
const siteLink = (path: string) => new URL(path, env().SITE_URL).toString();

async function texts(locale: Locale) {
  const messages = (await import(`../../../messages/${locale}.json`)).default;
  return {
    t: createTranslator({ locale, messages, namespace: 'Account.mail' }),
    museum: createTranslator({ locale, messages, namespace: 'Common' })('siteName'),
  };
}

type Links = { link?: string; login?: string; reset?: string };

/**
 * Sends one account mail in the account's language, tagged `account-<id>` in the outbox. Links are
 * paths; the mail makes them absolute. It goes through the mail outbox (queued, then sent at once;
 * retried by the outbox's poll when the mail server is down).
 */
export async function sendAccountMail(
  to: string,
  accountId: number,
  locale: Locale,
  kind: AccountMailKind,
  paths: Links = {},
) {
  const { t, museum } = await texts(locale);
  const links = Object.fromEntries(Object.entries(paths).map(([k, v]) => [k, siteLink(v!)])) as Links;
  const subject = t(`${kind}.subject`, { museum });
  const body = t(`${kind}.body`, { museum });
  const note = t(`${kind}.note`, { museum });
  const buttons: { label: string; href: string }[] = [];
  if (links.link) buttons.push({ label: t(`${kind}.button`), href: links.link });
  if (links.login) buttons.push({ label: t('loginButton'), href: links.login });
  if (links.reset) buttons.push({ label: t('resetButton'), href: links.reset });
  const text = [
    t('greeting'),
    '',
    body,
    '',
    ...buttons.flatMap((b) => [`${b.label}:`, b.href, '']),
    note,
    '',
    t('signature', { museum }),
  ].join('\n');
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head><body style='${STYLE.body}'><div style='${STYLE.card}'>
<p>${escape(t('greeting'))}</p><p>${escape(body)}</p>
${buttons.map((b) => `<p><a href="${escape(b.href)}" style='${STYLE.button}'>${escape(b.label)}</a></p><p style='${STYLE.muted}'>${escape(b.href)}</p>`).join('\n')}
<p style='${STYLE.muted}'>${escape(note)}</p><p>${escape(t('signature', { museum }))}</p></div></body></html>`;
  await sendQueued([await queueFinishedMail(db(), { to, subject, text, html }, `account-${accountId}`)]);
}
