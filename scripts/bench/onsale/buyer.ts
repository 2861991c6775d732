/**
 * The buyers of bench:onsale: each arrives at its moment of the rush, loads the shop page, adds 2–4
 * tickets, checks out by invoice and loads its order page, every answer timed. Turned away (the shop's
 * waiting room, a 503 with Retry-After), a buyer waits as long as told and asks again, with the cookies
 * the shop gave (the place in line), as a browser's reload does.
 */
import { cookieHeader, keepCookies } from '../lib/cookie-jar.mjs';
import { seededRandom } from '../lib/seeded-random.mjs';

export type Target = {
  kind: 'general admission' | 'seated';
  idJet: number;
  seatGroup: string;
  groupId: number;
  saleTypeId: number;
  /** Places (or free seats) for the rush. */
  places: number;
  buyers: number;
  /** Tickets of the seat group that counted before the rush (ordered, not cancelled). */
  before: number;
};

export type Step = 'page' | 'add' | 'checkout' | 'order';
export const STEPS: Step[] = ['page', 'add', 'checkout', 'order'];

/**
 * One answer; status 0 is no answer within 30 s (or a broken connection). `turnedAway`: the shop's
 * waiting room or a 503 with Retry-After (the server full), which the buyer waits out and asks again.
 */
export type Answer = {
  step: Step;
  status: number;
  /** From sending the request to the answer's last byte. */
  ms: number;
  /** Of that, how long the shop's line held the request before letting it in (Server-Timing `line`). */
  lineMs: number;
  at: number;
  fair: boolean;
  turnedAway: boolean;
  code?: number;
};

export type RunResult = {
  answers: Answer[];
  orders: number;
  tickets: number;
  /** Buyers who met a fair refusal (sold out, a per-client cap) and so did not order. */
  refusedBuyers: number;
  /** Buyers who were turned away at least once (the waiting room), and when each was let in after waiting. */
  turnedAway: number;
  /** For each buyer who waited: when they arrived and when they were let in (ms since the epoch). */
  waited: { arrivedAt: number; inAt: number }[];
  startedAt: number;
  /** When the last buyer arrived, and when the last one was done. */
  lastArrivalAt: number;
  endedAt: number;
  inFlightPeak: number;
};

const TIMEOUT_MS = 30_000;

/**
 * The shop saying no, not a failure: a per-client cap (429), or not enough places (-213, general
 * admission) or connected seats (-214), the order cap (-215), the hold cap (-216), a seat taken or a
 * gap left (-218, -219), when adding or when a cart that had run out is counted again at checkout.
 */
const FAIR_CODES = new Set([-213, -214, -215, -216, -218, -219]);
const isFair = (status: number, code: number | undefined) =>
  status === 429 || (status === 409 && code !== undefined && FAIR_CODES.has(code));

/** A client address per buyer, from the carrier-grade NAT range (100.64.0.0/10): one machine plays many. */
const address = (n: number) => `100.${64 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A buyer waits in line this long at most, then gives up (counted as an error). */
const MAX_WAIT_MS = 10 * 60_000;

export async function buyerRun(
  base: string,
  targets: Target[],
  { seconds, seed = 20261206, firstAddress = 1 }: { seconds: number; seed?: number; firstAddress?: number },
): Promise<RunResult> {
  const random = seededRandom(seed);
  // Who wants which date, shuffled so the seated buyers are spread over the rush.
  const wants = targets.flatMap((t) => Array.from({ length: t.buyers }, () => t));
  for (let i = wants.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [wants[i], wants[j]] = [wants[j], wants[i]];
  }
  const quantities = wants.map(() => 2 + Math.floor(random() * 3));
  const answers: Answer[] = [];
  const result = { orders: 0, tickets: 0, refusedBuyers: 0, turnedAway: 0 };
  const waited: RunResult['waited'] = [];
  let inFlight = 0;
  let inFlightPeak = 0;

  /** One request with the buyer's cookies (kept from every answer, as a browser keeps them). */
  async function call(step: Step, path: string, jar: Map<string, string>, init: RequestInit = {}) {
    const started = performance.now();
    inFlight++;
    inFlightPeak = Math.max(inFlightPeak, inFlight);
    try {
      const cookie = cookieHeader(jar);
      const res = await fetch(base + path, {
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
        ...init,
        headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
      });
      const text = await res.text();
      const ms = performance.now() - started;
      keepCookies(jar, res);
      let code: number | undefined;
      if (res.status >= 400 && text.startsWith('{')) code = (JSON.parse(text) as { code?: number }).code;
      const retryAfter = Number(res.headers.get('retry-after'));
      const turnedAway = res.status === 503 && retryAfter > 0;
      const lineMs = Number(/(?:^|,)\s*line;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? 0);
      answers.push({
        step,
        status: res.status,
        ms,
        lineMs,
        at: Date.now(),
        fair: isFair(res.status, code),
        turnedAway,
        code,
      });
      return { status: res.status, text, fair: isFair(res.status, code), turnedAway, retryAfter };
    } catch {
      answers.push({
        step,
        status: 0,
        ms: performance.now() - started,
        lineMs: 0,
        at: Date.now(),
        fair: false,
        turnedAway: false,
      });
      return { status: 0, text: '', fair: false, turnedAway: false, retryAfter: 0 };
    } finally {
      inFlight--;
    }
  }

  /** A request asked again after each turn-away (waiting room, 503 with Retry-After), as a browser's reload does. */
  async function patiently(
    step: Step,
    path: string,
    jar: Map<string, string>,
    init: RequestInit,
    waiting: { since: number | null },
  ) {
    for (;;) {
      const answer = await call(step, path, jar, init);
      if (!answer.turnedAway || (waiting.since !== null && Date.now() - waiting.since > MAX_WAIT_MS)) return answer;
      waiting.since ??= Date.now();
      await sleep(answer.retryAfter * 1000);
    }
  }

  async function buyer(n: number) {
    const target = wants[n];
    const headers = { 'x-forwarded-for': address(firstAddress + n), accept: 'text/html,application/json' };
    const jar = new Map<string, string>();
    const waiting = { since: null as number | null };
    const arrivedAt = Date.now();
    const page = await patiently('page', `/de/webshop/event/${target.idJet}`, jar, { headers }, waiting);
    if (waiting.since !== null) {
      result.turnedAway++;
      if (page.status === 200) waited.push({ arrivedAt, inAt: Date.now() });
    }
    const added = await patiently(
      'add',
      '/api/shop-cart/',
      jar,
      {
        method: 'POST',
        headers: { ...headers, origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({
          quantities: [quantities[n]],
          event_jet_id: target.idJet,
          sale_type_ids: [target.saleTypeId],
          seat_group: target.seatGroup,
        }),
      },
      waiting,
    );
    if (added.status !== 200) {
      if (added.fair) result.refusedBuyers++;
      return;
    }
    const placed = await patiently(
      'checkout',
      '/api/shop-checkout/',
      jar,
      {
        method: 'POST',
        headers: { ...headers, origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Käuferin ${n + 1}`,
          email: `kaeuferin-${n + 1}@example.org`,
          gtc: true,
          locale: 'de',
          payment_method: 'invoice',
        }),
      },
      waiting,
    );
    if (placed.status !== 201) {
      if (placed.fair) result.refusedBuyers++;
      return;
    }
    result.orders++;
    result.tickets += quantities[n];
    const { order_url: orderUrl } = JSON.parse(placed.text) as { order_url: string };
    await call('order', orderUrl, jar, { headers });
  }

  const startedAt = Date.now();
  const spacing = (seconds * 1000) / Math.max(1, wants.length);
  const running: Promise<void>[] = [];
  for (let n = 0; n < wants.length; n++) {
    const due = startedAt + n * spacing;
    if (due > Date.now()) await sleep(due - Date.now());
    running.push(buyer(n));
  }
  const lastArrivalAt = Date.now();
  await Promise.all(running);
  return { answers, ...result, waited, startedAt, lastArrivalAt, endedAt: Date.now(), inFlightPeak };
}
