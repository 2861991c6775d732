import 'server-only';
import { randomBytes } from 'node:crypto';
import type { PeriodicJob } from '@/lib/jobs/runner';

/**
 * Scheduled publishing is a job on the database (page_schedules). Every server process asks itself
 * every SCHEDULE_POLL_MS (the background runner, instrumentation.ts) to run what is due, through its
 * own route (app/pageeditor-api/schedules/run): the publish then revalidates the page caches inside a
 * request, as Next requires. Jobs survive a restart, and FOR UPDATE SKIP LOCKED keeps instances from
 * running one twice (runDueSchedules); a publish is at most one poll late.
 */
const SCHEDULE_POLL_MS = Number(process.env.SCHEDULE_POLL_MS ?? 5000);

const g = globalThis as { __museumSchedulerToken?: string };

/** The token of this process's own calls (none until the job was made). */
export function schedulerToken(): string | undefined {
  return g.__museumSchedulerToken;
}

/** The poll of this process's own route on `port`; the first one a poll after start, once the server listens. */
export function scheduledPublishingJob(port: number): PeriodicJob {
  g.__museumSchedulerToken ??= randomBytes(24).toString('hex');
  return {
    name: 'scheduled publishing',
    intervalMs: SCHEDULE_POLL_MS,
    runAtStart: false,
    run: async () => {
      try {
        await fetch(`http://127.0.0.1:${port}/pageeditor-api/schedules/run`, {
          method: 'POST',
          headers: { 'x-scheduler-token': g.__museumSchedulerToken ?? '' },
          signal: AbortSignal.timeout(30_000),
        });
      } catch {
        // Not listening yet, or busy: the job stays due and the next poll runs it.
      }
    },
  };
}
