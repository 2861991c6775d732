import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJobRunner } from '@/lib/jobs/runner';

/** A run that lasts until the test lets it finish. */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('the background job runner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a job at start and then every interval', async () => {
    const runner = createJobRunner();
    const run = vi.fn(async () => {});
    runner.register({ name: 'tick', intervalMs: 1000, run });
    runner.start();
    runner.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(4);
    await runner.stop();
  });

  it('waits one interval first when asked to, and runs jobs of different intervals side by side', async () => {
    const runner = createJobRunner();
    const late = vi.fn(async () => {});
    const fast = vi.fn(async () => {});
    runner.register({ name: 'late', intervalMs: 5000, run: late, runAtStart: false });
    runner.register({ name: 'fast', intervalMs: 1000, run: fast });
    runner.start();
    await vi.advanceTimersByTimeAsync(4999);
    expect(late).not.toHaveBeenCalled();
    expect(fast).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(late).toHaveBeenCalledTimes(1);
    await runner.stop();
  });

  it('never overlaps a job with itself: a long run skips its turns, and the next starts once it ends', async () => {
    const runner = createJobRunner();
    let concurrent = 0;
    let most = 0;
    const slow = gate();
    const run = vi.fn(async () => {
      concurrent++;
      most = Math.max(most, concurrent);
      if (run.mock.calls.length === 1) await slow.promise;
      concurrent--;
    });
    runner.register({ name: 'slow', intervalMs: 1000, run });
    runner.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
    // A nudge while it runs joins the run under way instead of starting another.
    const nudge = runner.runNow('slow');
    expect(run).toHaveBeenCalledTimes(1);
    slow.open();
    await nudge;
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
    await runner.stop();
  });

  it('reports a failure with the job name and keeps running that job and the others', async () => {
    const onError = vi.fn();
    const runner = createJobRunner({ onError });
    const failing = vi.fn(async () => {
      throw new Error('database away');
    });
    const other = vi.fn(async () => {});
    runner.register({ name: 'failing', intervalMs: 1000, run: failing });
    runner.register({ name: 'other', intervalMs: 1000, run: other });
    runner.start();
    await vi.advanceTimersByTimeAsync(2000);
    expect(failing).toHaveBeenCalledTimes(3);
    expect(other).toHaveBeenCalledTimes(3);
    expect(onError).toHaveBeenCalledTimes(3);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'database away' }), 'failing');
    await runner.stop();
  });

  it('stops at once and resolves only when the run under way has finished', async () => {
    const runner = createJobRunner();
    const slow = gate();
    const order: string[] = [];
    const run = vi.fn(async () => {
      await slow.promise;
      order.push('run finished');
    });
    runner.register({ name: 'outbox', intervalMs: 1000, run });
    runner.start();
    await vi.advanceTimersByTimeAsync(0);
    const stopped = runner.stop().then(() => order.push('stopped'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(order).toEqual([]);
    slow.open();
    await stopped;
    expect(order).toEqual(['run finished', 'stopped']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('keeps the first definition of a name registered twice', async () => {
    const runner = createJobRunner();
    const first = vi.fn(async () => {});
    const second = vi.fn(async () => {});
    runner.register({ name: 'sweeper', intervalMs: 1000, run: first });
    runner.register({ name: 'sweeper', intervalMs: 1000, run: second });
    runner.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    await expect(runner.runNow('unknown')).rejects.toThrow(/no background job/);
    await runner.stop();
  });
});
