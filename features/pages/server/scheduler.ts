import 'server-only';
import { randomBytes } from 'node:crypto';

/**
 * Scheduled publishing (SPEC 4/6) is a job on the database (page_schedules). Every server process
 * asks itself every SCHEDULE_POLL_MS to run what is due, through its own route
 * (app/pageeditor-api/schedules/run): the publish then revalidates the page caches inside a request,
 * as Next requires. Jobs survive a restart, and FOR UPDATE SKIP LOCKED keeps instances from running
 * one twice; a publish is at most one poll late.
 */
export const SCHEDULE_POLL_MS = Number(process.env.SCHEDULE_POLL_MS ?? 5000);

const g = globalThis as { __museumSchedulerToken?: string; __museumScheduler?: NodeJS.Timeout };

/** The token of this process's own calls (none until the scheduler started). */
export function schedulerToken(): string | undefined {
  return g.__museumSchedulerToken;
}

export function startScheduler(port: number) {
  if (g.__museumScheduler) return;
  g.__museumSchedulerToken = randomBytes(24).toString('hex');
  const run = async () => {
    try {
      await fetch(`http://127.0.0.1:${port}/pageeditor-api/schedules/run`, {
        method: 'POST',
        headers: { 'x-scheduler-token': g.__museumSchedulerToken ?? '' },
        signal: AbortSignal.timeout(30_000),
      });
    } catch {
      // Not listening yet, or busy: the job stays due and the next poll runs it.
    }
  };
  g.__museumScheduler = setInterval(run, SCHEDULE_POLL_MS);
  g.__museumScheduler.unref();
}

/** Stops the poll (graceful shutdown): a call already sent is a request the server finishes. */
export function stopScheduler() {
  clearInterval(g.__museumScheduler);
  g.__museumScheduler = undefined;
}
