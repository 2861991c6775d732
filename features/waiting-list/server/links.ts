import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import { serverSecret } from '@/lib/secrets';
import type { Locale } from '@/i18n/config';

/** The offer link's secret: random, only its SHA-256 is stored (waiting_list.token_hash). */
export const newOfferToken = () => randomBytes(24).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
export const OFFER_TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

const absolute = (path: string) => new URL(path, env().SITE_URL).toString();

/** Following it sets the cart cookie to the offer's cart and shows the cart (GET, so a mail program may open it). */
export const offerUrl = (token: string) => absolute(`/api/shop-waitinglist/offer/${token}/`);

/**
 * The confirmation mail's link to leave the list: signed with the entry's id (nothing stored). It
 * opens a page that asks first, so a mail scanner that follows links removes nobody.
 */
const linkKey = () => serverSecret('waiting-list-links', undefined);

/**
 * Reads the signing key before a transaction that signs a link: the first read goes to the
 * database, and on PGlite (one connection) a query outside an open transaction would wait for it.
 */
export const loadLinkKey = async () => void (await linkKey());

async function leaveSignature(entryId: number) {
  const key = await linkKey();
  return createHmac('sha256', key).update(`leave:${entryId}`).digest('base64url').slice(0, 32);
}

export async function leaveUrl(entryId: number, locale: Locale) {
  return absolute(`/${locale}/webshop/waiting-list?leave=${entryId}&signature=${await leaveSignature(entryId)}`);
}

export async function verifyLeaveSignature(entryId: number, signature: string) {
  const expected = Buffer.from(await leaveSignature(entryId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
