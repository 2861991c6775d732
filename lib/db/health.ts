/**
 * Whether the database answers. A query that fails because the server is gone (refused, reset,
 * terminated, no answer within DB_TIMEOUT_MS) marks it down; while it is down every query fails at
 * once with DatabaseUnavailableError instead of waiting for a connect timeout, and a probe asks the
 * server every PROBE_INTERVAL_MS, so the site is back within a second of the database.
 *
 * The state lives on globalThis: the proxy, the app's route bundles and instrumentation.ts are
 * bundled apart but run in one process, and the custom server reads `__museumDatabaseDown()`.
 */
import { log } from '../log';

const dbLog = log.child({ component: 'db' });

/** Thrown instead of querying while the database is known to be down, or after a bounded wait ran out. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'database_unavailable';
  constructor(message = 'The database is not available at the moment.') {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

const PROBE_INTERVAL_MS = 500;

type Probe = () => Promise<unknown>;
type Health = {
  down: boolean;
  since?: number;
  lastFaultAt?: number;
  probe?: Probe;
  timer?: ReturnType<typeof setInterval>;
  probing?: number;
};

const shared = globalThis as typeof globalThis & { __museumDbHealth?: Health };
const health: Health = (shared.__museumDbHealth ??= { down: false });

/** The server is gone (restart, crash, network, frozen): everyone should stop waiting for it. */
const DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);
const DOWN_MESSAGES = [
  /connection terminated/i,
  /query read timeout/i,
  /connection (?:is )?(?:closed|ended)/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
];
/** The server answers but cannot serve this request now (statement or lock timeout, no free connection). */
const BUSY_CODES = new Set(['57014', '55P03', '53300', '25P03']);
/** Every pooled connection stayed busy for DB_TIMEOUT_MS: load, not an outage. */
const BUSY_MESSAGES = [/timeout exceeded when trying to connect/i];

/**
 * What a failed query says about the database: 'down' (unreachable: fail fast until a probe gets
 * through), 'busy' (it answered, but not in time) or null (any other error, e.g. a constraint).
 * Looks through drizzle's wrapping (`cause`).
 */
function databaseFault(error: unknown): 'down' | 'busy' | null {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    // By its code, not instanceof: the route bundles and instrumentation.ts each have their own copy of the class.
    if (e instanceof DatabaseUnavailableError || code === 'database_unavailable') return 'busy';
    if (typeof code === 'string') {
      if (DOWN_CODES.has(code) || code.startsWith('08')) return 'down';
      if (BUSY_CODES.has(code)) return 'busy';
    }
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && BUSY_MESSAGES.some((re) => re.test(message))) return 'busy';
    if (typeof message === 'string' && DOWN_MESSAGES.some((re) => re.test(message))) return 'down';
  }
  return null;
}

/** True when the error means "the database is not available" (answer 503, not 500). */
export const isDatabaseUnavailable = (error: unknown) => databaseFault(error) !== null;

/** The process's database is known to be down (fail fast; pages get the maintenance page). */
export const databaseDown = () => health.down;

/** How the probe reaches the server; set by the PostgreSQL client when it opens. */
export function setDatabaseProbe(probe: Probe | undefined) {
  health.probe = probe;
}

/** A statement or lock timeout this recent still explains a page's error (the maintenance page, not a 500). */
const RECENT_FAULT_MS = 2000;

/**
 * For the custom server's choice of the maintenance page: the database is down, or a query ran into
 * DB_TIMEOUT_MS (frozen, locked, overloaded) a moment ago.
 */
export const databaseUnavailableNow = () =>
  health.down || (health.lastFaultAt !== undefined && Date.now() - health.lastFaultAt < RECENT_FAULT_MS);

/** Records a failed query: an unreachable server marks the database down and starts the probe. */
export function noteDatabaseError(error: unknown) {
  const fault = databaseFault(error);
  if (fault) health.lastFaultAt = Date.now();
  if (fault !== 'down' || health.down || !health.probe) return;
  health.down = true;
  health.since = Date.now();
  dbLog.error(
    { probe_interval_ms: PROBE_INTERVAL_MS, error: error instanceof Error ? error.message : String(error) },
    'database unreachable: failing fast and probing',
  );
  scheduleProbe();
}

/** Fails at once while the database is down (the caller answers 503 without waiting for a timeout). */
export function assertDatabaseUp() {
  if (health.down) throw new DatabaseUnavailableError();
}

/** Probes still waiting for an answer: a frozen server holds each until its timeout. */
const MAX_PROBES_IN_FLIGHT = 3;

/**
 * A probe every PROBE_INTERVAL_MS while down, each on its own (one stuck on a frozen server does not
 * delay the next), so the first probe after the server's return is at most one interval away.
 */
function scheduleProbe() {
  clearInterval(health.timer);
  health.timer = setInterval(runProbe, PROBE_INTERVAL_MS);
  // A probe never keeps a process alive on its own (scripts, tests).
  health.timer.unref?.();
}

async function runProbe() {
  if (!health.down || !health.probe) return clearInterval(health.timer);
  if ((health.probing ?? 0) >= MAX_PROBES_IN_FLIGHT) return;
  health.probing = (health.probing ?? 0) + 1;
  try {
    await health.probe();
    if (health.down) dbLog.warn({ down_ms: Date.now() - (health.since ?? Date.now()) }, 'database reachable again');
    health.down = false;
    health.since = undefined;
    clearInterval(health.timer);
  } catch {
    // Still away: the next tick asks again.
  } finally {
    health.probing = (health.probing ?? 1) - 1;
  }
}

/** Graceful shutdown: no more probes (the pool is about to close). */
export function stopDatabaseProbe() {
  clearInterval(health.timer);
  health.probe = undefined;
}

/** Tests: forget the state (and stop probing). */
export function resetDatabaseHealth() {
  clearInterval(health.timer);
  health.down = false;
  health.since = undefined;
  health.lastFaultAt = undefined;
  health.probing = 0;
}
