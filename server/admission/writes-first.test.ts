import { describe, expect, it } from 'vitest';
import { writesFirst } from './writes-first';

const never = new AbortController().signal;
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("an order's page after the shop's writes", () => {
  it('starts at once when nothing is at work', () => {
    const lane = writesFirst(1_000);
    expect(typeof lane.later(never)).toBe('function');
  });

  it('waits while a write is at work, and pages start one at a time after it', async () => {
    const lane = writesFirst(10_000);
    const endWrite = lane.write();
    const started: string[] = [];
    const first = Promise.resolve(lane.later(never)).then((end) => (started.push('first'), end));
    const second = Promise.resolve(lane.later(never)).then((end) => (started.push('second'), end));
    await tick();
    expect(started).toEqual([]);
    endWrite();
    const endFirst = await first;
    await tick();
    expect(started).toEqual(['first']);
    endFirst?.();
    await second;
    expect(started).toEqual(['first', 'second']);
  });

  it('waits no longer than its bound, and gives its turn up when the client has gone', async () => {
    const lane = writesFirst(30);
    lane.write();
    const waited = performance.now();
    expect(typeof (await lane.later(never))).toBe('function');
    expect(performance.now() - waited).toBeGreaterThanOrEqual(25);
    const gone = new AbortController();
    const turn = lane.later(gone.signal);
    gone.abort();
    expect(await turn).toBeNull();
  });
});
