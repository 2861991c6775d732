import 'server-only';
import type { PeriodicJob } from '@/lib/jobs/runner';
import { sweepMediaStaging } from '@/lib/media-store';
import { SWEEP_INTERVAL_MS, sweepUploads } from './uploads';

/**
 * Removes orphaned uploads at start and every few minutes (the background runner, instrumentation.ts):
 * form files no entry claimed in time, files without a row, staging folders of media uploads that
 * never got a record. Running on several instances at once is harmless: each removal is idempotent.
 */
export function uploadSweeperJob(): PeriodicJob {
  return {
    name: 'upload sweeper',
    intervalMs: SWEEP_INTERVAL_MS,
    run: async () => {
      await sweepUploads();
      await sweepMediaStaging();
    },
  };
}
