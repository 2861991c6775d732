/**
 * Where a machine's line lives (docs/decisions/0017-admission.md): with one server process, in it;
 * with several (cluster.ts), in the primary, which the workers ask over the cluster's IPC channel. The
 * workers report their health every moment; the primary ticks the line with the worst of them.
 */
import cluster from 'node:cluster';
import type { Logger } from 'pino';
import { createLine, type Decision, type Health, type HealthLimits, type LineSettings, type Ticket } from './line.js';
import { processHealth, worst } from './process-health.js';

/** How often health is measured and the line ticked. */
const TICK_MS = 250;
/** A worker's report older than this is not counted (the worker died or stalls). */
const REPORT_MAX_AGE_MS = 1_000;
/**
 * A buyer at the front of the line (line.ts FRONT_SECONDS) is held this long for a place to come free,
 * instead of being sent away to come back: a place freed is taken at once, not after the next reload.
 * Within ADMISSION_MAX_WAIT_MS (2 s), which it counts against. Held 50 ms instead, places stood empty
 * while those at the front were away between reloads: the server idled at 0.57 cores of 2 and sold 8.3
 * orders a second at three times the rated rush, 11.9 at the rated one over 60 s (npm run bench:onsale;
 * docs/performance.md §15). The time held is the line's, told in the answer's Server-Timing.
 */
const HOLD_MS = 1_500;
const LOG_EVERY_MS = 5_000;
/** A worker that gets no answer from the primary within this lets the buyer in (the line must not stop the shop). */
const ASK_TIMEOUT_MS = HOLD_MS + 1_000;

type Message =
  | { museumAdmission: 'decide'; n: number; ticket: Ticket | null }
  | { museumAdmission: 'decided'; n: number; decision: Decision }
  | { museumAdmission: 'ordered' | 'done'; pass: string }
  | { museumAdmission: 'health'; health: Health; seen: string[] };

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && 'museumAdmission' in value;

/** What the admission stage of a process uses. */
export type LineClient = {
  decide(ticket: Ticket | null): Promise<Decision>;
  /** The buyer's order is made; done: their order's page was served (line.ts). */
  ordered(pass: string): void;
  done(pass: string): void;
  /** A pass came with a request: its buyer is still shopping. */
  seen(pass: string): void;
  /** One shop answer's time (ms), for the health figures. */
  answered(ms: number): void;
  stop(): void;
};

type Held = { ticket: Ticket; resolve: (decision: Decision) => void; timer: NodeJS.Timeout };

/**
 * The line with its front held: a decision to wait for one at the front of the line is kept open up
 * to HOLD_MS, and given the moment a place comes free (a checkout done, a pass run out, a higher limit),
 * earliest arrival first among those held (line.ts enter).
 */
export function holdingLine(settings: LineSettings, holdMs = HOLD_MS, log?: Logger) {
  const line = createLine(settings);
  const held: Held[] = [];
  let reportedAt = 0;
  /** While anyone waits, the line's figures go to the log every few seconds (operators watch a rush there). */
  const report = (health: Health | null, now: number) => {
    const state = line.state();
    if (!log || state.waiting === 0 || now - reportedAt < LOG_EVERY_MS) return;
    reportedAt = now;
    log.info({ ...state, held: held.length, ...health }, 'the shop has a line');
  };
  const drop = (entry: Held) => {
    const at = held.indexOf(entry);
    if (at >= 0) held.splice(at, 1);
    clearTimeout(entry.timer);
  };
  const serveHeld = () => {
    held.sort((a, b) => a.ticket.arrivedAt - b.ticket.arrivedAt || (a.ticket.id < b.ticket.id ? -1 : 1));
    while (held.length) {
      const first = held[0];
      const decision = line.enter(first.ticket, Date.now());
      // No free place for the earliest held: none for anyone later.
      if (!decision) return;
      drop(first);
      first.resolve(decision);
    }
  };
  return {
    decide(ticket: Ticket | null): Decision | Promise<Decision> {
      const decision = line.decide(ticket, Date.now());
      if (decision.admit || !decision.hold || holdMs <= 0) return decision;
      return new Promise((resolve) => {
        const entry: Held = {
          ticket: decision.ticket,
          resolve,
          timer: setTimeout(() => {
            drop(entry);
            resolve(line.decide(entry.ticket, Date.now()));
          }, holdMs),
        };
        held.push(entry);
        // A place may be free that those ahead, away for the moment, would leave empty.
        serveHeld();
      });
    },
    ordered: line.ordered,
    done(pass: string) {
      line.done(pass);
      serveHeld();
    },
    seen: line.seen,
    tick(health: Health | null, limits: HealthLimits, now: number) {
      line.tick(health, limits, now);
      serveHeld();
      report(health, now);
    },
    state: line.state,
  };
}

/** The primary of several processes: holds the line, answers the workers. */
export function hostLineForWorkers(settings: LineSettings, limits: HealthLimits, log?: Logger) {
  const line = holdingLine(settings, HOLD_MS, log);
  const reports = new Map<number, { health: Health; at: number }>();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage(message)) return;
    if (message.museumAdmission === 'decide') {
      const { n } = message;
      void Promise.resolve(line.decide(message.ticket)).then((decision) => {
        const reply: Message = { museumAdmission: 'decided', n, decision };
        if (worker.isConnected()) worker.send(reply);
      });
    } else if (message.museumAdmission === 'ordered') line.ordered(message.pass);
    else if (message.museumAdmission === 'done') line.done(message.pass);
    else if (message.museumAdmission === 'health') {
      reports.set(worker.id, { health: message.health, at: Date.now() });
      line.seen(message.seen, Date.now());
    }
  });
  const timer = setInterval(() => {
    const now = Date.now();
    const fresh = [...reports.entries()].filter(([, r]) => now - r.at <= REPORT_MAX_AGE_MS);
    for (const [id, r] of reports) if (now - r.at > REPORT_MAX_AGE_MS) reports.delete(id);
    // No worker heard from lately (all stall, or are being replaced): no figures, not an idle machine.
    line.tick(fresh.length ? worst(fresh.map(([, r]) => r.health)) : null, limits, now);
  }, TICK_MS);
  timer.unref();
  return { state: line.state, stop: () => clearInterval(timer) };
}

/** A worker's client: asks the primary, reports its health. */
export function workerLineClient(): LineClient {
  const health = processHealth();
  let n = 0;
  const pending = new Map<number, { resolve: (d: Decision) => void; timer: NodeJS.Timeout }>();
  const onMessage = (message: unknown) => {
    if (!isMessage(message) || message.museumAdmission !== 'decided') return;
    const waiting = pending.get(message.n);
    if (!waiting) return;
    pending.delete(message.n);
    clearTimeout(waiting.timer);
    waiting.resolve(message.decision);
  };
  process.on('message', onMessage);
  const send = (message: Message) => {
    if (process.connected) process.send?.(message);
  };
  let seen = new Set<string>();
  const timer = setInterval(() => {
    send({ museumAdmission: 'health', health: health.take(), seen: [...seen] });
    seen = new Set();
  }, TICK_MS);
  timer.unref();
  return {
    decide(ticket) {
      const id = ++n;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          resolve({ admit: true, pass: `w${process.pid}-${id}` });
        }, ASK_TIMEOUT_MS);
        pending.set(id, { resolve, timer });
        send({ museumAdmission: 'decide', n: id, ticket });
      });
    },
    ordered: (pass) => send({ museumAdmission: 'ordered', pass }),
    done: (pass) => send({ museumAdmission: 'done', pass }),
    seen: (pass) => void (seen.size < 10_000 && seen.add(pass)),
    answered: (ms) => health.answered(ms),
    stop() {
      clearInterval(timer);
      health.stop();
      process.off('message', onMessage);
    },
  };
}

/** One process holds its own line. */
export function localLineClient(
  settings: LineSettings,
  limits: HealthLimits,
  { holdMs = HOLD_MS, log }: { holdMs?: number; log?: Logger } = {},
): LineClient & { state(): unknown } {
  const line = holdingLine(settings, holdMs, log);
  const health = processHealth();
  const timer = setInterval(() => line.tick(health.take(), limits, Date.now()), TICK_MS);
  timer.unref();
  return {
    decide: async (ticket) => line.decide(ticket),
    ordered: (pass) => line.ordered(pass),
    done: (pass) => line.done(pass),
    seen: (pass) => line.seen([pass], Date.now()),
    answered: (ms) => health.answered(ms),
    state: line.state,
    stop() {
      clearInterval(timer);
      health.stop();
    },
  };
}
