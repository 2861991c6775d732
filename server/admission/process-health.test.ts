import { describe, expect, it } from 'vitest';
import { processHealth, worst } from './process-health';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const spin = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe("a process's health", () => {
  it('tells the CPU the process used over the moment, and its answers’ 90th percentile', async () => {
    const health = processHealth();
    try {
      health.take();
      spin(150);
      for (let i = 1; i <= 10; i++) health.answered(i * 10);
      const busy = health.take();
      // Near one core; less when the machine's other work takes turns with this process (CI runs suites side by side).
      expect(busy.cpuCores).toBeGreaterThan(0.3);
      expect(busy.slowMs).toBe(100);
      await sleep(150);
      const idle = health.take();
      expect(idle.cpuCores).toBeLessThan(0.2);
      // No answers: nothing said about their speed.
      expect(idle.slowMs).toBe(0);
    } finally {
      health.stop();
    }
  });

  it('of several processes counts the worst times and the CPU they used together', () => {
    const a = { slowMs: 40, lagMs: 80, dbWaits: 0, cpuCores: 0.25 };
    const b = { slowMs: 90, lagMs: 10, dbWaits: 3, cpuCores: 0.5 };
    expect(worst([a, b])).toEqual({ slowMs: 90, lagMs: 80, dbWaits: 3, cpuCores: 0.75 });
  });
});
