/**
 * Several server processes on one port (node:cluster), so a machine's every core answers requests:
 * one Node process runs its JavaScript on one core, and a rush of buyers is CPU-bound there first
 * (docs/decisions/0016-server-processes.md). The primary only supervises: it forks the workers,
 * which each run the whole server (main.ts) and share the listening socket, forks a new one when a
 * worker dies, and on SIGTERM/SIGINT passes the signal on and exits when they have shut down.
 *
 * Only on PostgreSQL: the workers are instances as in the documented scale-out (one database, cache
 * invalidation through lib/cache-sync.ts, rate limits and background jobs safe on each). PGlite is
 * one process's embedded database, so without DATABASE_URL there is a single process, as before.
 */
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Logger } from 'pino';
import { notFoundToken } from './stages/not-found.js';

/** At most this many by default: each process holds its own Next.js (~300 MiB resident at rest). */
const DEFAULT_MAX = 4;

/**
 * How many server processes: WEB_CONCURRENCY when set (1–64), else one per core up to 4; always one
 * on the embedded database. An invalid value is an error at start, not a silent default.
 */
export function serverProcessCount(
  env: Record<string, string | undefined> = process.env,
  cores = availableParallelism(),
): number {
  const set = env.WEB_CONCURRENCY?.trim();
  if (!env.DATABASE_URL) {
    if (set && set !== '1') throw new Error('WEB_CONCURRENCY above 1 needs DATABASE_URL (PGlite serves one process)');
    return 1;
  }
  if (!set) return Math.max(1, Math.min(cores, DEFAULT_MAX));
  const count = Number(set);
  if (!Number.isInteger(count) || count < 1 || count > 64)
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 64, not "${set}"`);
  return count;
}

/** A worker that dies sooner than this after its start counts as a crash loop: the next fork waits. */
const QUICK_DEATH_MS = 10_000;
const MAX_BACKOFF_MS = 30_000;

/**
 * The primary's loop: `count` workers, each replaced when it dies (after a growing pause when they
 * die right after starting, e.g. a database that is away); SIGTERM/SIGINT reach every worker, and
 * the primary exits once all have exited (1 if any did not exit cleanly). A second signal is passed
 * on as well: the workers exit at once (server/shutdown.ts).
 */
export function superviseWorkers({ count, log }: { count: number; log: Logger }) {
  let stopping = false;
  let failed = false;
  let backoffMs = 0;
  const startedAt = new Map<number, number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };

  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (code !== 0) failed = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.info({ code: failed ? 1 : 0 }, 'all server processes have exited');
        process.exit(failed ? 1 : 0);
      }
      return;
    }
    backoffMs = lived < QUICK_DEATH_MS ? Math.min(MAX_BACKOFF_MS, Math.max(1000, backoffMs * 2)) : 0;
    log.error(
      { pid: worker.process.pid, code, signal, lived_ms: lived, restart_in_ms: backoffMs },
      'a server process died; starting another',
    );
    setTimeout(() => stopping || fork(), backoffMs);
  });

  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    log.info({ signal, processes: workers.length }, 'passing the signal on to the server processes');
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker.process.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));

  // Made before the forks, so that every worker has the same (stages/not-found.ts).
  notFoundToken();
  cluster.setupPrimary({ execArgv: workerNodeOptions(process.execArgv, process.env.NODE_OPTIONS) });
  log.info({ processes: count }, `starting ${count} server processes`);
  for (let i = 0; i < count; i++) fork();
}

const WORKER_HEAP_MB = 448;

/**
 * Each worker's heap for long-lived objects is capped (448 MB) unless the operator set one in
 * NODE_OPTIONS or the node flags. Without a cap V8 sizes it by the machine's memory (~4 GB here) and
 * collects lazily: under a rush a worker grew to 775 MiB where 320 MB of live data sufficed, and two
 * workers passed 1 GiB together (npm run bench:onsale at 1,500 buyers in 15 s: 1,252 MiB, with the cap
 * 877 MiB, no slower).
 */
export function workerNodeOptions(execArgv: string[], nodeOptions = ''): string[] {
  const set = [...execArgv, ...nodeOptions.split(/\s+/)].some((flag) => flag.startsWith('--max-old-space-size'));
  return set ? execArgv : [...execArgv, `--max-old-space-size=${WORKER_HEAP_MB}`];
}
