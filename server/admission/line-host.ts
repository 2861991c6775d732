/**
 * Where a machine's line lives (docs/decisions/0017-admission.md): with one server process, in it;
 * with several (cluster.ts), in the primary, which the workers ask over the cluster's IPC channel. The
 * workers report their health every moment; the primary ticks the line with the worst of them.
 */
import cluster from 'node:cluster';
import { createLine, type Decision, type Health, type HealthLimits, type LineSettings, type Ticket } from './line.js';
import { processHealth, worst } from './process-health.js';

/** How often health is measured and the line ticked. */
export const TICK_MS = 250;
/** A worker's report older than this is not counted (the worker died or stalls). */
const REPORT_MAX_AGE_MS = 1_000;
/** A worker that gets no answer from the primary within this lets the buyer in (the line must not stop the shop). */
const ASK_TIMEOUT_MS = 1_000;

type Message =
  | { museumAdmission: 'decide'; n: number; ticket: Ticket | null }
  | { museumAdmission: 'decided'; n: number; decision: Decision }
  | { museumAdmission: 'done'; pass: string }
  | { museumAdmission: 'health'; health: Health };

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && 'museumAdmission' in value;

/** What the admission stage of a process uses. */
export type LineClient = {
  decide(ticket: Ticket | null): Promise<Decision>;
  done(pass: string): void;
  /** One shop answer's time (ms), for the health figures. */
  answered(ms: number): void;
  stop(): void;
};

/** The primary of several processes: holds the line, answers the workers. */
export function hostLineForWorkers(settings: LineSettings, limits: HealthLimits) {
  const line = createLine(settings);
  const reports = new Map<number, { health: Health; at: number }>();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage(message)) return;
    if (message.museumAdmission === 'decide') {
      const reply: Message = {
        museumAdmission: 'decided',
        n: message.n,
        decision: line.decide(message.ticket, Date.now()),
      };
      if (worker.isConnected()) worker.send(reply);
    } else if (message.museumAdmission === 'done') line.done(message.pass);
    else if (message.museumAdmission === 'health') reports.set(worker.id, { health: message.health, at: Date.now() });
  });
  const timer = setInterval(() => {
    const now = Date.now();
    const fresh = [...reports.entries()].filter(([, r]) => now - r.at <= REPORT_MAX_AGE_MS);
    for (const [id, r] of reports) if (now - r.at > REPORT_MAX_AGE_MS) reports.delete(id);
    line.tick(worst(fresh.map(([, r]) => r.health)), limits, now);
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
  const timer = setInterval(() => send({ museumAdmission: 'health', health: health.take() }), TICK_MS);
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
    done: (pass) => send({ museumAdmission: 'done', pass }),
    answered: (ms) => health.answered(ms),
    stop() {
      clearInterval(timer);
      health.stop();
      process.off('message', onMessage);
    },
  };
}

/** One process holds its own line. */
export function localLineClient(settings: LineSettings, limits: HealthLimits): LineClient & { state(): unknown } {
  const line = createLine(settings);
  const health = processHealth();
  const timer = setInterval(() => line.tick(health.take(), limits, Date.now()), TICK_MS);
  timer.unref();
  return {
    decide: async (ticket) => line.decide(ticket, Date.now()),
    done: (pass) => line.done(pass),
    answered: (ms) => health.answered(ms),
    state: line.state,
    stop() {
      clearInterval(timer);
      health.stop();
    },
  };
}
