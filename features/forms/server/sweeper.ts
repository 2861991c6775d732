import 'server-only';
import { sweepMediaStaging } from '@/lib/media-store';
import { reportError } from '@/lib/report';
import { SWEEP_INTERVAL_MS, sweepUploads } from './uploads';

type SweeperState = { timer?: ReturnType<typeof setInterval>; running?: Promise<void> };
const state: SweeperState = ((globalThis as { __museumUploadSweeper?: SweeperState }).__museumUploadSweeper ??= {});

/**
 * Removes orphaned uploads at start and every few minutes (instrumentation.ts): form files no entry
 * claimed in time, files without a row, staging folders of media uploads that never got a record.
 * Running on several instances at once is harmless: each removal is idempotent.
 */
export function startUploadSweeper() {
  if (state.timer) return;
  const sweep = () => {
    state.running ??= (async () => {
      try {
        await sweepUploads();
        await sweepMediaStaging();
      } catch (error) {
        reportError(error, { worker: 'upload sweeper' });
      } finally {
        state.running = undefined;
      }
    })();
    return state.running;
  };
  state.timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  state.timer.unref();
  void sweep();
}

/** Stops the sweeper (graceful shutdown); resolves when a sweep under way has finished. */
export async function stopUploadSweeper() {
  clearInterval(state.timer);
  state.timer = undefined;
  await state.running;
}
