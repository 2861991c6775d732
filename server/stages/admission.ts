/**
 * Admission control for the shop (docs/decisions/0017-admission.md). Past what the machine serves fast,
 * a rush is answered at once instead of queued inside the server, where every buyer would wait
 * seconds and many give up after their order was already being made.
 *
 * Which requests: the shop's pages (not an order's own pages) and its writes (cart, checkout, the plain
 * forms, vouchers, subscriptions). An order's own page is never turned away, but waits for the shop's
 * writes at work in this process (writes-first.ts). Everything else, cached public pages above all,
 * passes untouched.
 *   - A buyer inside (our pass cookie, or a cart) goes on, to at most ADMISSION_MAX_INFLIGHT requests
 *     at work in this process; beyond that one waits for a slot at most ADMISSION_MAX_WAIT_MS.
 *   - Anyone else asks the line (server/admission): in at once with a pass while there is room (at the
 *     front of the line, held a moment for a place to come free), else the waiting room (503, Retry-After, a signed place in line): a page that reloads itself, or
 *     JSON for the booking widget and API callers.
 * A buyer's order made and its page served (or a moment after the order, line.ts) frees their place
 * for the next in line.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { admissionCookies, cookieValue, LINE_COOKIE, PASS_COOKIE } from '../admission/admission-cookies.js';
import type { LineClient } from '../admission/line-host.js';
import { createSlots } from '../admission/slots.js';
import { writesFirst } from '../admission/writes-first.js';
import { waitingRoomTexts, type Waiting } from '../admission/waiting-room.js';
import { appHooks, databaseDown } from '../app-hooks.js';
import { passOn, type Passage, type Stage } from '../pipeline.js';
import { LOCALES, type Locale } from '../pages.js';

export type AdmissionLimits = { maxInflight: number; maxWaitMs: number };

type Kind = 'page' | 'write' | 'form' | 'checkout';

const SHOP_PAGE = /^\/(?:de|en|cs)\/webshop(?:\/(?!orders(?:\/|$))[^?]*)?$/;
/** An order's own page (the link in every mail): never turned away, but after the writes at work. */
const ORDER_PAGE = /^\/(?:de|en|cs)\/webshop\/orders\/[^/?]+\/?(?:\?|$)/;
/** How long an order's page waits at most for this process's shop writes (writes-first.ts). */
const ORDER_PAGE_WAIT_MS = 1_000;
const SHOP_WRITE = /^\/api\/shop-(cart|checkout|forms|vouchers|subscriptions)(?:\/|$)/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The shop's cart cookie (features/webshop/server/http.ts CART_COOKIE): its holder is inside already. */
const CART_COOKIE = 'museum_cart';

/** What kind of shop request this is, or null for everything the line leaves alone. */
function shopRequestKind(req: IncomingMessage): Kind | null {
  const path = (req.url ?? '/').split('?')[0];
  if (req.method === 'GET' || req.method === 'HEAD') {
    // A link's prefetch is not a buyer arriving.
    if (req.headers['next-router-prefetch'] || /prefetch/i.test(String(req.headers['sec-purpose'] ?? ''))) return null;
    return SHOP_PAGE.test(path) ? 'page' : null;
  }
  if (!WRITES.has(req.method ?? '')) return null;
  const match = SHOP_WRITE.exec(path);
  if (!match) return null;
  return match[1] === 'checkout' ? 'checkout' : match[1] === 'forms' ? 'form' : 'write';
}

const isLocale = (value: string | undefined): value is Locale => (LOCALES as readonly string[]).includes(value ?? '');

/** The page's language, or for a write the ?lang= or the Referer's, as the shop's API reads it. */
function localeOf(req: IncomingMessage): Locale {
  const url = new URL(req.url ?? '/', 'http://x');
  const first = url.pathname.split('/')[1];
  if (isLocale(first)) return first;
  const lang = url.searchParams.get('lang') ?? undefined;
  if (isLocale(lang)) return lang;
  try {
    const referer = new URL(String(req.headers.referer ?? ''));
    const segment = referer.pathname.split('/')[1];
    if (isLocale(segment)) return segment;
  } catch {
    // No or an unreadable Referer: German.
  }
  return 'de';
}

/** Where the waiting room reloads to: the page asked for, or (a form sent) the page it came from. */
function backTo(req: IncomingMessage, locale: Locale): string {
  if (req.method === 'GET' || req.method === 'HEAD') return req.url ?? `/${locale}/webshop`;
  try {
    const referer = new URL(String(req.headers.referer ?? ''));
    if (referer.host === req.headers.host) return referer.pathname + referer.search;
  } catch {
    // Falls through to the shop's start page.
  }
  return `/${locale}/webshop`;
}

/** How long the line held a request before letting it in (Server-Timing, read by browsers' tools and bench:onsale). */
const serverTiming = (lineMs: number) => `line;dur=${lineMs.toFixed(1)};desc="held in the shop's line"`;

/** Did this answer make an order? (201 from the JSON checkout, a 303 to the order's page from the form.) */
const orderMade = (res: ServerResponse) =>
  res.statusCode === 201 || (res.statusCode === 303 && /\/webshop\/orders\//.test(String(res.getHeader('location'))));

export function admission(
  line: LineClient,
  { maxInflight, maxWaitMs, secret, secure, dir }: AdmissionLimits & { secret: Buffer; secure: boolean; dir?: string },
): Stage {
  const cookies = admissionCookies(secret, { secure });
  const texts = waitingRoomTexts(dir);
  const slots = createSlots({ size: maxInflight, maxWaitMs });
  const writes = writesFirst(ORDER_PAGE_WAIT_MS);
  // A checkout's mails wait their turn as its order's page does (lib/mail-outbox.ts sendSoon).
  appHooks.__museumAfterShopWrites = async () => {
    const turn = writes.later(new AbortController().signal);
    return (typeof turn === 'function' ? turn : await turn) ?? (() => undefined);
  };

  /**
   * An order's page goes on after this process's shop writes at work, one at a time (writes-first.ts);
   * once it is served, its buyer's place in the shop goes to the next in line.
   */
  function afterWrites(res: ServerResponse, pass: string | null): Passage | Promise<Passage> {
    const gone = new AbortController();
    const onClose = () => gone.abort();
    res.once('close', onClose);
    const started = (end: (() => void) | null): Passage => {
      res.off('close', onClose);
      if (!end) return 'answered';
      res.once('close', () => {
        end();
        if (pass && res.writableFinished) line.done(pass);
      });
      return;
    };
    const turn = writes.later(gone.signal);
    return typeof turn === 'function' ? started(turn) : turn.then(started);
  }

  function answerWaiting(req: IncomingMessage, res: ServerResponse, kind: Kind, waiting: Waiting, setCookie?: string) {
    const locale = localeOf(req);
    const json = kind !== 'page' && kind !== 'form';
    const body = json ? JSON.stringify(texts.json(locale, waiting)) : texts.page(locale, waiting, backTo(req, locale));
    res.writeHead(503, {
      'content-type': json ? 'application/json' : 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'retry-after': String(waiting.retryAfter),
      'cache-control': 'no-store',
      ...(setCookie ? { 'set-cookie': setCookie } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** Lets the request on in a slot of this process; its answer's time counts for the line's health. */
  async function goOn(
    req: IncomingMessage,
    res: ServerResponse,
    kind: Kind,
    pass: string | null,
    setCookies: string[],
    waitMs = maxWaitMs,
    lineMs?: number,
  ): Promise<Passage> {
    const gone = new AbortController();
    const onClose = () => gone.abort();
    res.once('close', onClose);
    const taken = slots.take(gone.signal, waitMs);
    const release = typeof taken === 'function' ? taken : await taken;
    // Next adds close listeners of its own to a rendered page's answer: ours go once they are done with.
    res.off('close', onClose);
    if (!release) {
      if (gone.signal.aborted) return 'answered';
      answerWaiting(req, res, kind, { position: null, waitSeconds: null, retryAfter: 1 });
      return 'answered';
    }
    const started = performance.now();
    const wrote = kind === 'page' ? null : writes.write();
    res.once('close', () => {
      release();
      wrote?.();
      if (!res.writableFinished) return;
      // A checkout does the most work: its time counts half against the same target.
      const ms = performance.now() - started;
      line.answered(kind === 'checkout' ? ms / 2 : ms);
      if (kind === 'checkout' && pass && orderMade(res)) line.ordered(pass);
    });
    if (!setCookies.length && lineMs === undefined) return;
    return (next) =>
      passOn(next, {
        head(status, bytes) {
          for (const cookie of setCookies) res.appendHeader('set-cookie', cookie);
          if (lineMs !== undefined) res.appendHeader('server-timing', serverTiming(lineMs));
          next.head(status, bytes);
        },
      });
  }

  return {
    name: 'admission',
    enter(req, res) {
      const now = Date.now();
      const header = req.headers.cookie;
      const passOf = () => cookies.pass(cookieValue(header, PASS_COOKIE), now);
      if (req.method === 'GET' && ORDER_PAGE.test(req.url ?? '')) return afterWrites(res, passOf());
      const kind = shopRequestKind(req);
      // While the database is away the shop answers 503 by itself at once; passes given then would
      // fill the line with buyers who could not buy and hold up everyone once it is back.
      if (!kind || databaseDown()) return;
      const pass = passOf();
      // Buying keeps a buyer counted, looking does not: a visitor who only reads the shop's pages (most
      // of them cached) costs little, and one who keeps browsing must not hold a place for good.
      if (pass && kind !== 'page') line.seen(pass);
      if (pass || cookieValue(header, CART_COOKIE)) return goOn(req, res, kind, pass, []);
      const ticket = cookies.ticket(cookieValue(header, LINE_COOKIE), now);
      let gone = false;
      const onClose = () => (gone = true);
      res.once('close', onClose);
      const asked = performance.now();
      return line.decide(ticket).then((decision): Passage | Promise<Passage> => {
        res.off('close', onClose);
        if (decision.admit) {
          // Nobody to serve any more: the place goes straight back.
          if (gone) {
            line.done(decision.pass);
            return 'answered';
          }
          const set = [cookies.passCookie(decision.pass, Date.now())];
          if (ticket) set.push(cookies.clearLine());
          // Time held at the front of the line counts against the same bound, and is told apart from
          // the page's own time (Server-Timing: what the line took, as bench:onsale reports it).
          const heldMs = performance.now() - asked;
          return goOn(req, res, kind, decision.pass, set, maxWaitMs - heldMs, heldMs);
        }
        if (!gone) answerWaiting(req, res, kind, decision, cookies.lineCookie(decision.ticket));
        return 'answered';
      });
    },
  };
}
