import { reportError } from '../report';

/**
 * The one runner for this process's background work (docs/decisions/0010-background-jobs.md):
 * features register named periodic jobs, instrumentation.ts starts one loop per process, and the
 * graceful shutdown stops it. A job never overlaps itself: while a run is under way its turn is
 * skipped, and it runs again one interval after it last started (or at once, if that has passed). A
 * failure is logged and the job runs again at its next turn. Jobs that several instances share a
 * database for must be safe to run on each of them at once (claims with FOR UPDATE SKIP LOCKED,
 * idempotent removals): this runner only coordinates within one process.
 */
export type PeriodicJob = {
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
  /** Run once as the loop starts (default), or only after the first interval. */
  runAtStart?: boolean;
};

export type JobRunner = {
  /** Adds a job; a name already registered keeps its first definition (instrumentation may run twice in dev). */
  register(job: PeriodicJob): void;
  /** Starts the loop (once; later calls do nothing). */
  start(): void;
  /** Stops the loop at once; resolves when the runs under way have finished. */
  stop(): Promise<void>;
  /** Runs a job now unless it is under way; resolves when its run (or the one under way) ends. */
  runNow(name: string): Promise<void>;
};

type Entry = { job: PeriodicJob; nextAt: number; running?: Promise<void> };

export function createJobRunner(
  options: { onError?: (error: unknown, job: string) => void; now?: () => number } = {},
): JobRunner {
  const onError = options.onError ?? ((error, job) => reportError(error, { job }));
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let state: 'new' | 'started' | 'stopped' = 'new';
  let timer: ReturnType<typeof setTimeout> | undefined;

  function launch(entry: Entry) {
    entry.nextAt = now() + entry.job.intervalMs;
    entry.running = (async () => {
      try {
        await entry.job.run();
      } catch (error) {
        onError(error, entry.job.name);
      } finally {
        entry.running = undefined;
        schedule();
      }
    })();
    return entry.running;
  }

  function tick() {
    timer = undefined;
    if (state !== 'started') return;
    const at = now();
    for (const entry of entries.values()) if (!entry.running && entry.nextAt <= at) void launch(entry);
    schedule();
  }

  /** One timer, set for the earliest turn of a job that is not running; a run that ends sets it again. */
  function schedule() {
    if (state !== 'started') return;
    clearTimeout(timer);
    timer = undefined;
    const waiting = [...entries.values()].filter((entry) => !entry.running);
    if (!waiting.length) return;
    const next = Math.min(...waiting.map((entry) => entry.nextAt));
    timer = setTimeout(tick, Math.max(0, next - now()));
    timer.unref?.();
  }

  return {
    register(job) {
      if (entries.has(job.name)) return;
      entries.set(job.name, { job, nextAt: now() + (job.runAtStart === false ? job.intervalMs : 0) });
      schedule();
    },
    start() {
      if (state !== 'new') return;
      state = 'started';
      tick();
    },
    async stop() {
      state = 'stopped';
      clearTimeout(timer);
      timer = undefined;
      await Promise.all([...entries.values()].map((entry) => entry.running));
    },
    runNow(name) {
      const entry = entries.get(name);
      if (!entry) return Promise.reject(new Error(`no background job named ${name}`));
      return entry.running ?? launch(entry);
    },
  };
}

/**
 * This process's runner. It lives on globalThis because instrumentation.ts and the route bundles
 * each have their own copy of this module.
 */
export function backgroundJobs(): JobRunner {
  const g = globalThis as { __museumJobs?: JobRunner };
  return (g.__museumJobs ??= createJobRunner());
}
