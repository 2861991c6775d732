/**
 * The shop's line: who is let in, in which order, and how many at once (docs/decisions/0017-admission.md).
 * Pure state with the clock passed in; one per machine (the cluster's primary holds it, admission-host.ts),
 * so the processes of a machine share one line and one count.
 *
 * A buyer comes in with a pass and counts as active until their order's page was served (or a
 * moment after their checkout, for one who does not load it) or they go quiet:
 * `quietSeconds` without a cart or checkout request (the admission stage reports only those), or, for
 * a pass never used for one (a visitor who only looks, a crawler that keeps no cookies), half that time
 * after the pass was given. At most `limit` are active at
 * once. The limit follows the machine's health: a share less when the shop's answers get slow (or the
 * event loop lags, or queries wait for a connection), one more each tick while people wait and all is
 * well (additive increase, multiplicative decrease), so it settles at what the machine serves fast;
 * while people wait and the server's processes idle, it grows by those waiting, up to doubling and
 * IDLE_STEP a tick (as TCP's slow start).
 *
 * Whoever finds no free place waits in line, ordered by first arrival (carried in a signed cookie, so
 * a reload, a retry or another process keeps the place); the first `free` in line are let in when they
 * next ask, and one at the front who is here takes a free place that those ahead, away between two
 * reloads, would leave empty. A waiter not heard from for a while drops out of the line but keeps their arrival: coming
 * back, they stand where they stood.
 */
import { randomBytes } from 'node:crypto';

export type LineSettings = {
  /** Bounds of the active buyers' limit, and where it starts. */
  minBuyers: number;
  maxBuyers: number;
  startBuyers: number;
  /**
   * A newcomer among the first this many in line is held a moment on arrival, as the front is
   * (line-host.ts): a burst of buyers on a quiet machine waits the moment the limit takes to grow
   * (tick), instead of being sent away. Only the front may take a place ahead of those away (enter).
   */
  burstBuyers: number;
  /** An admitted buyer who does not check out counts until this long without a request. */
  quietSeconds: number;
};

/** What the processes measured in the last moment: the worst of them counts. */
export type Health = {
  /** 90th percentile of the shop's answers (ms), 0 with too few answers to say. */
  slowMs: number;
  /** Event-loop delay (ms, 99th percentile). */
  lagMs: number;
  /** Queries waiting for a database connection. */
  dbWaits: number;
  /** CPU the server's processes used over the moment, in cores. */
  cpuCores: number;
};

export type HealthLimits = { targetMs: number; maxLagMs: number; maxDbWaits: number };

const overloaded = (health: Health, limits: HealthLimits) =>
  health.slowMs > limits.targetMs || health.lagMs > limits.maxLagMs || health.dbWaits > limits.maxDbWaits;

/** A place in line as the cookie carries it. */
export type Ticket = { id: string; arrivedAt: number };

export type Decision =
  | { admit: true; pass: string }
  | {
      admit: false;
      ticket: Ticket;
      /** 1-based place in line. */
      position: number;
      /** Expected seconds until this buyer is let in; null before anyone was let in lately. */
      waitSeconds: number | null;
      /** When to ask again (whole seconds). */
      retryAfter: number;
      /** At the front of the line: asks again in a second, and may take a place ahead of those away (enter). */
      front: boolean;
      /** Held a moment for a place (line-host.ts): the front, and a newcomer of a burst (burstBuyers). */
      hold: boolean;
    };

type Waiter = Ticket & { seenAt: number; retryAfter: number };

const newId = () => randomBytes(9).toString('base64url');
const before = (a: Ticket, b: Ticket) => a.arrivedAt < b.arrivedAt || (a.arrivedAt === b.arrivedAt && a.id < b.id);

/** A waiter unheard of for twice their retry time and this much more has left the line. */
const GONE_AFTER_MS = 5_000;
/** After a decrease the limit holds this long before it grows again (the effect needs time to show). */
const HOLD_AFTER_DECREASE_MS = 2_000;
const DECREASE_EVERY_MS = 1_000;
/**
 * The server's processes using less CPU than this (cores) while people wait: the buyers inside leave
 * the machine idle (they read, they type, or their few requests are done), and the limit grows fast.
 */
const IDLE_BELOW_CORES = 0.25;
/**
 * The most the limit grows in one idle tick. Doubling each tick let in 30 and more at once when a sold-out
 * date's refused buyers sat idle in the shop, and their pages, rendered together, took the shop page's
 * p95 from 26 to 141 ms (npm run bench:onsale, 2,000 buyers over 60 s).
 */
const IDLE_STEP = 8;
/** Admissions are counted per second over this window for the expected wait. */
const RATE_WINDOW_S = 10;
/** The longest a waiter is told to wait before asking again. */
const MAX_RETRY_S = 15;
/**
 * The front of the line: the first `limit` and those likely let in within this many seconds. They ask
 * again every second and are held a moment when they do (line-host.ts), so a place that comes free is
 * taken at once by whoever of them is here; with a small limit the first few alone are often away
 * between two reloads, and the place would stand empty.
 */
const FRONT_SECONDS = 1;
/**
 * A buyer whose order is made counts until their order's page was served, at most this long: that page
 * and the order's mail are the heaviest work of a purchase, and with the place freed at the checkout
 * the limit bound only the buyers' fast steps. At the rated rush buyers went through those in a few
 * hundred milliseconds, so a limit of 4 still let in 27 a second, more than the machine serves fast
 * (add p95 134 ms, npm run bench:onsale).
 */
const ORDERED_GRACE_MS = 3_000;

export function createLine(settings: LineSettings) {
  let limit = Math.min(settings.maxBuyers, Math.max(settings.minBuyers, settings.startBuyers));
  /** Pass id → when it was given, when it was last seen, and whether it came back at all. */
  const active = new Map<string, { since: number; seenAt: number; back: boolean; orderedAt?: number }>();
  /** Sorted by arrival. */
  const waiting: Waiter[] = [];
  const byId = new Map<string, Waiter>();
  let lastDecrease = -Infinity;
  /** Since the start: buyers let in, and checkouts done (for the log). */
  let admitted = 0;
  let finished = 0;
  let buyerMs = 0;
  let wentQuiet = 0;
  let neverBack = 0;
  const admittedPerSecond = new Map<number, number>();

  /** Index of the first waiter not before `ticket` (binary search). */
  const indexFor = (ticket: Ticket) => {
    let lo = 0;
    let hi = waiting.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (before(waiting[mid], ticket)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  const join = (ticket: Ticket, now: number): Waiter => {
    const known = byId.get(ticket.id);
    if (known) return known;
    const waiter = { ...ticket, seenAt: now, retryAfter: 1 };
    waiting.splice(indexFor(waiter), 0, waiter);
    byId.set(waiter.id, waiter);
    return waiter;
  };

  const leave = (waiter: Waiter) => {
    const at = indexFor(waiter);
    if (waiting[at]?.id === waiter.id) waiting.splice(at, 1);
    byId.delete(waiter.id);
  };

  const admit = (now: number) => {
    const pass = newId();
    active.set(pass, { since: now, seenAt: now, back: false });
    admitted++;
    const second = Math.floor(now / 1000);
    admittedPerSecond.set(second, (admittedPerSecond.get(second) ?? 0) + 1);
    return { admit: true as const, pass };
  };

  const done = (pass: string, now = Date.now()) => {
    const buyer = active.get(pass);
    if (!buyer) return;
    active.delete(pass);
    finished++;
    // How long a buyer takes from coming in to their order's page (a moving average, for the log).
    buyerMs = buyerMs === 0 ? now - buyer.since : buyerMs * 0.9 + (now - buyer.since) * 0.1;
  };

  /** How many at the head of the line count as its front (FRONT_SECONDS), at `rate` admissions a second. */
  const frontSize = (rate: number) => limit + Math.floor(rate * FRONT_SECONDS);

  /** Buyers let in per second lately (0 when nobody was). */
  const admissionRate = (now: number) => {
    const second = Math.floor(now / 1000);
    let sum = 0;
    let oldest = second;
    for (const [at, count] of admittedPerSecond)
      if (at > second - RATE_WINDOW_S) {
        sum += count;
        oldest = Math.min(oldest, at);
      }
    // Over the seconds since admissions began when that is shorter than the window: in a rush's first
    // seconds the rate would read a fraction of itself, and the waiters be sent away for too long.
    return sum / Math.max(2, second - oldest + 1);
  };

  return {
    /** A buyer without a pass asks to come in: with their place in line (from the cookie) or as a newcomer. */
    decide(ticket: Ticket | null, now: number): Decision {
      const free = limit - active.size;
      if (!ticket && waiting.length === 0 && free > 0) return admit(now);
      const waiter = join(ticket ?? { id: newId(), arrivedAt: now }, now);
      waiter.seenAt = now;
      const ahead = indexFor(waiter);
      if (ahead < free) {
        leave(waiter);
        return admit(now);
      }
      const rate = admissionRate(now);
      const waitSeconds = rate > 0 ? Math.ceil((ahead - Math.max(0, free) + 1) / rate) : null;
      // Near the front: ask again in a second, so a place that comes free does not stay empty. Further
      // back less often, by the expected wait: every reload costs the server a little, and thousands of
      // them slow down the buyers inside.
      const front = ahead < frontSize(rate);
      waiter.retryAfter = front ? 1 : Math.min(MAX_RETRY_S, Math.max(2, Math.ceil((waitSeconds ?? MAX_RETRY_S) / 3)));
      return {
        admit: false,
        ticket: { id: waiter.id, arrivedAt: waiter.arrivedAt },
        position: ahead + 1,
        waitSeconds,
        retryAfter: waiter.retryAfter,
        front,
        hold: front || (!ticket && ahead < settings.burstBuyers),
      };
    },

    /**
     * A waiter at the front who is here right now (held, line-host.ts) takes a free place even when
     * some ahead of them are away between two reloads: a place must not stand empty for them. Those
     * away keep their place at the front for the next one.
     */
    enter(ticket: Ticket, now: number): Decision | null {
      const waiter = byId.get(ticket.id);
      if (!waiter || limit - active.size <= 0 || indexFor(waiter) >= frontSize(admissionRate(now))) return null;
      leave(waiter);
      return admit(now);
    },

    /** Passes that came with requests lately: their buyers are still shopping. */
    seen(passes: Iterable<string>, now: number) {
      for (const pass of passes) {
        const buyer = active.get(pass);
        // A pass no longer counted (its checkout done, or quiet too long) stays uncounted: the reports
        // come a moment late, after the checkout that ended it.
        if (buyer) {
          buyer.seenAt = now;
          buyer.back = true;
        }
      }
    },

    /** A buyer's order is made: they count a moment longer, until their order's page was served (done). */
    ordered(pass: string, now = Date.now()) {
      const buyer = active.get(pass);
      if (buyer) buyer.orderedAt ??= now;
    },

    /** A buyer is done (their order's page served): their place goes to the next in line. */
    done,

    /**
     * Every moment: passes and waiters that ran out go, and the limit follows the machine's health
     * (null when no process reported lately: it stays, as nothing says the machine is idle or well).
     */
    tick(health: Health | null, limits: HealthLimits, now: number) {
      for (const [pass, buyer] of active)
        if (buyer.orderedAt !== undefined && now - buyer.orderedAt > ORDERED_GRACE_MS) done(pass, now);
        else if (
          buyer.back
            ? now - buyer.seenAt > settings.quietSeconds * 1000
            : now - buyer.since > (settings.quietSeconds * 1000) / 2
        ) {
          active.delete(pass);
          if (buyer.back) wentQuiet++;
          else neverBack++;
        }
      for (let i = waiting.length - 1; i >= 0; i--) {
        const w = waiting[i];
        if (now - w.seenAt > 2 * w.retryAfter * 1000 + GONE_AFTER_MS) {
          waiting.splice(i, 1);
          byId.delete(w.id);
        }
      }
      const second = Math.floor(now / 1000);
      for (const at of admittedPerSecond.keys()) if (at <= second - RATE_WINDOW_S) admittedPerSecond.delete(at);
      // The limit moves only while it is what holds buyers back (people wait, or the shop is full): a slow
      // machine with hardly anyone in the shop is slow for other reasons (a build, a backup, a noisy
      // neighbour), and a limit shrunk then would turn the next visitors away for nothing.
      const binding = waiting.length > 0 || active.size >= limit;
      if (!binding || !health) return;
      if (overloaded(health, limits)) {
        if (now - lastDecrease >= DECREASE_EVERY_MS) {
          limit = Math.max(settings.minBuyers, Math.floor(limit * 0.8));
          lastDecrease = now;
        }
      } else if (health.cpuCores < IDLE_BELOW_CORES) {
        // People wait while the machine idles: the limit grows by those waiting, at most doubling and
        // IDLE_STEP a tick (a burst on a quiet machine is in within a second). The idle machine is what
        // the hold after a decrease waits to see.
        limit = Math.min(settings.maxBuyers, limit + Math.max(1, Math.min(limit, IDLE_STEP, waiting.length)));
      } else if (now - lastDecrease >= HOLD_AFTER_DECREASE_MS) {
        limit = Math.min(settings.maxBuyers, limit + 1);
      }
    },

    state: () => ({
      limit,
      active: active.size,
      waiting: waiting.length,
      admitted,
      finished,
      wentQuiet,
      neverBack,
      buyerMs: Math.round(buyerMs),
    }),
  };
}
