import { inflateSync } from 'node:zlib';
import { POST as addRoute } from '@/app/api/shop-cart/route';
import { POST as checkoutRoute } from '@/app/api/shop-checkout/route';
import { callRoute } from './route';
import { sendsSettled } from '@/lib/mail-outbox';

export const ORIGIN = 'http://localhost:3000';

/** The cookies a response sets, by name. */
export function setCookies(res: { headers: Headers }) {
  return Object.fromEntries(res.headers.getSetCookie().map((c) => c.split(';')[0].split('=') as [string, string]));
}

/** Puts tickets of one date in a (new or given) cart; answers the cart cookie. */
export async function addTickets(idJet: number, quantity: number, cart?: string, saleTypeId = 2) {
  const res = await callRoute(addRoute, {
    url: '/api/shop-cart/',
    method: 'POST',
    body: { quantities: [quantity], event_jet_id: idJet, sale_type_ids: [saleTypeId], seat_group: '101' },
    headers: { origin: ORIGIN },
    cookies: cart ? { museum_cart: cart } : undefined,
  });
  return { res, cart: setCookies(res).museum_cart ?? cart };
}

/** Adds tickets and checks out as a guest (JSON); answers the order code, its view token and the cart. */
export async function buy(
  idJet: number,
  quantity: number,
  buyer: { locale?: string; voucher_code?: string; email?: string } = {},
) {
  const { res: added, cart } = await addTickets(idJet, quantity);
  if (added.status !== 200) throw new Error(`add to cart failed: ${added.text}`);
  const done = await callRoute(checkoutRoute, {
    url: '/api/shop-checkout/',
    method: 'POST',
    body: {
      name: 'Marta Lehmann',
      email: buyer.email ?? 'marta@example.org',
      gtc: true,
      locale: buyer.locale ?? 'de',
      voucher_code: buyer.voucher_code,
    },
    headers: { origin: ORIGIN },
    cookies: { museum_cart: cart },
  });
  if (done.status !== 201) throw new Error(`checkout failed: ${done.text}`);
  // The checkout's mail leaves right after the answer (sendSoon): the buyer has it before the next step.
  await sendsSettled();
  const url = new URL(done.json.order_url as string, ORIGIN);
  return {
    code: done.json.code as string,
    token: url.searchParams.get('token')!,
    cart,
    method: done.json.payment_method as string,
  };
}

/** A form post as a browser without JavaScript sends it. */
export function formBody(fields: Record<string, string>) {
  return {
    rawBody: new URLSearchParams(fields).toString(),
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
  };
}

/**
 * The text drawn on a PDF's pages in a standard font (pdf-lib writes it as hex strings inside
 * Flate-compressed content streams): every stream inflated, every <hex> Tj decoded.
 */
export function pdfStandardText(pdf: Uint8Array | Buffer) {
  const bytes = Buffer.from(pdf);
  const raw = bytes.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      texts.push(Buffer.from(hex, 'hex').toString('latin1'));
  }
  return texts;
}
